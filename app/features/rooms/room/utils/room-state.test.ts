import { describe, expect, it } from 'vitest';
import type { RoomView } from '@common/schemas/rooms';
import { conditionOf, readOnlyReasonOf } from './room-state';

const open: RoomView = {
  id: 'room-1',
  name: 'Room 1',
  paused: false,
  session: {
    id: 'session-1',
    classId: 'class-1',
    activityId: null,
    title: 'The Good Shepherd',
    kind: 'group',
    state: 'open',
    createdAt: '2026-11-28T10:00:00.000Z',
    startedAt: '2026-11-28T10:01:00.000Z',
    closedAt: null,
    endsAt: null,
    prompt: 'Which word stayed with you?',
    passageReference: 'Psalm 23:1',
    passageText: 'The Lord is my shepherd; I shall not want.',
    phase: null,
    phaseMinutes: null,
    phaseEndsAt: null,
    selfChoice: false,
    className: 'Grade 7',
  },
  right: 'write',
  me: { key: 's:1', presence: { name: 'Ana P.', adult: false, color: '#1d6b66' } },
  members: [],
  notes: [],
  reflectionPath: null,
  prayer: null,
};
const pen = { removed: false, readOnlyConnection: false };
const withSession = (session: Partial<RoomView['session']>): RoomView => ({
  ...open,
  session: { ...open.session, ...session },
});

describe('a writing room’s pen', () => {
  it('is the writer’s while the room is open and the server agrees', () => {
    expect(readOnlyReasonOf(open, pen)).toBeNull();
    expect(readOnlyReasonOf({ ...open, right: 'teacher' }, pen)).toBeNull();
  });

  it('says why it is taken: locked, paused, closed, only a reader, or moved out', () => {
    expect(readOnlyReasonOf(withSession({ state: 'locked' }), pen)).toBe('locked');
    expect(readOnlyReasonOf({ ...open, paused: true, right: 'read' }, pen)).toBe('paused');
    expect(readOnlyReasonOf(withSession({ state: 'closed' }), pen)).toBe('closed');
    expect(readOnlyReasonOf({ ...open, right: 'read' }, pen)).toBe('reader');
    expect(readOnlyReasonOf(open, { ...pen, removed: true })).toBe('removed');
  });

  it('waits for the server when it opened the connection read-only though the room says write', () => {
    expect(readOnlyReasonOf(open, { ...pen, readOnlyConnection: true })).toBe('checking');
  });

  it('rests the circle’s shared text in the prayer and the silence', () => {
    const circle = (phase: RoomView['session']['phase']) => withSession({ kind: 'lectio', phase });
    expect(readOnlyReasonOf(circle('lectio'), pen)).toBeNull();
    expect(readOnlyReasonOf(circle('meditatio'), pen)).toBeNull();
    expect(readOnlyReasonOf(circle('oratio'), pen)).toBe('phase');
    // The server's right is read then, and the page says why.
    expect(readOnlyReasonOf({ ...circle('oratio'), right: 'read' }, pen)).toBe('phase');
    expect(readOnlyReasonOf(circle('contemplatio'), pen)).toBe('phase');
  });

  it('names the room’s state, a paused open room as paused', () => {
    expect(conditionOf(open)).toBe('open');
    expect(conditionOf({ ...open, paused: true })).toBe('paused');
    expect(conditionOf(withSession({ state: 'locked' }))).toBe('locked');
    expect(conditionOf(withSession({ state: 'closed' }))).toBe('closed');
  });
});
