import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS, presenceColorOf } from '@common/rooms/presence';
import { othersHere, presenceUserOf, type PresenceUser } from './presence';

const ana: PresenceUser = { name: 'Ana P.', adult: false, color: presenceColorOf('s:ana') };
const states = (entries: [number, unknown][]) =>
  new Map(entries as [number, Record<string, unknown>][]);

describe('who is here in a writing room', () => {
  it('lists everyone else once, adults first, then by name', () => {
    const teacher = { name: 'Maria R.', adult: true, color: presenceColorOf('u:maria') };
    const ben = { name: 'Ben O.', adult: false, color: presenceColorOf('s:ben') };
    const here = othersHere(
      states([
        [1, { user: ana }],
        [2, { user: ben }],
        [3, { user: teacher }],
        // Ben's second tab, and Ana's.
        [4, { user: ben }],
        [5, { user: ana }],
      ]),
      1,
      ana,
    );
    expect(here).toEqual([teacher, ben]);
  });

  it('ignores what is not a person and trims what is too long (other browsers send it)', () => {
    expect(presenceUserOf(undefined)).toBeNull();
    expect(presenceUserOf({ user: { name: 42 } })).toBeNull();
    expect(presenceUserOf({ user: { name: '   ' } })).toBeNull();
    const long = presenceUserOf({ user: { name: 'x'.repeat(500), adult: 'yes', color: 7 } });
    expect(long?.name).toHaveLength(40);
    expect(long?.adult).toBe(false);
    expect(typeof long?.color).toBe('string');
  });

  it('gives each person the same colour on every device', () => {
    expect(presenceColorOf('s:ana')).toBe(presenceColorOf('s:ana'));
    expect(PRESENCE_COLORS).toContain(presenceColorOf('s:ana'));
  });

  it('uses caret colours Tiptap draws (#rrggbb; it draws anything else transparent)', () => {
    for (const color of PRESENCE_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
