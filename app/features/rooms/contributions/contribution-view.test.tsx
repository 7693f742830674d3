import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROOM_CONTRIBUTIONS_COPY as COPY } from '@common/copy/room-contributions';
import type { RoomContributions } from '@common/schemas/room-contributions';
import { ContributionView } from './ContributionView';

const writer = (
  key: string,
  name: string,
  fields: Partial<RoomContributions['writers'][number]>,
) => ({
  key,
  name,
  adult: false,
  teacherEdits: false,
  wordsNow: 0,
  wordsAdded: 0,
  wordsDeletedOwn: 0,
  wordsDeletedOthers: 0,
  lastActiveAt: '2026-11-28T10:02:00.000Z',
  ...fields,
});

const contributions = (fields: Partial<RoomContributions> = {}): RoomContributions => ({
  roomId: 'room-1',
  roomName: 'Room 1',
  sessionTitle: 'The Good Shepherd',
  canRestore: true,
  writers: [
    writer('s:ana', 'Ana Perez', { wordsNow: 9, wordsAdded: 9 }),
    writer('s:ben', 'Ben Okafor', { wordsNow: 8, wordsAdded: 8, wordsDeletedOthers: 9 }),
    writer('u:ada', 'Ada Lovelace', { adult: true, teacherEdits: true, wordsNow: 4 }),
  ],
  timeline: [{ minute: '2026-11-28T10:01:00.000Z', key: 's:ben', added: 8, deleted: 9 }],
  frames: [
    {
      at: '2026-11-28T10:00:00.000Z',
      paragraphs: [[{ key: 's:ana', text: 'The Lord is my shepherd.' }]],
    },
    {
      at: '2026-11-28T10:02:00.000Z',
      paragraphs: [
        [
          { key: 's:ben', text: 'He makes me lie down' },
          { key: 'u:ada', text: ' in green pastures.' },
        ],
      ],
    },
  ],
  deletions: [
    {
      id: '1-0',
      text: 'The Lord is my shepherd.',
      writtenBy: 's:ana',
      deletedBy: 's:ben',
      deletedAt: '2026-11-28T10:01:00.000Z',
      restoredAt: null,
    },
    {
      id: '1-40',
      text: 'Still waters.',
      writtenBy: 's:ana',
      deletedBy: 's:ben',
      deletedAt: '2026-11-28T10:01:00.000Z',
      restoredAt: '2026-11-28T10:03:00.000Z',
    },
  ],
  ...fields,
});

const html = (view: RoomContributions) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ContributionView contributions={view} />
    </QueryClientProvider>,
  );

describe('the contribution view', () => {
  it('shows each writer’s words and marks the teacher’s edits', () => {
    const page = html(contributions());
    expect(page).toContain('Ana Perez');
    expect(page.match(new RegExp(`>${COPY.teacher}<`, 'g'))).toHaveLength(2);
    expect(page).toContain(COPY.timeline.counts(8, 9));
  });

  it('replays the latest text first, each span named as well as coloured', () => {
    const page = html(contributions());
    expect(page).toMatch(/type="range"[^>]*min="1"[^>]*max="2"[^>]*value="2"/);
    expect(page).toContain(COPY.replay.spoken('Ben Okafor'));
    expect(page).toContain(`title="${COPY.replay.writtenBy('Ada Lovelace')}"`);
    expect(page).not.toContain('The Lord is my shepherd.</span>');
  });

  it('offers Restore to a teacher only, and says Restored once restored', () => {
    const teacher = html(contributions());
    expect(teacher.match(new RegExp(`>${COPY.deletions.restore}<`, 'g'))).toHaveLength(1);
    expect(teacher).toContain(`>${COPY.deletions.restored}<`);
    expect(teacher).toContain(COPY.deletions.byline('Ana Perez', 'Ben Okafor'));
    const student = html(contributions({ canRestore: false }));
    expect(student).not.toContain(`>${COPY.deletions.restore}<`);
  });
});
