/**
 * Who is here (issue 18, point 8), from the room's Yjs awareness: every client shares
 * `{ name, adult, color }` under `user` (CollaborationCaret's field). The name is the first
 * name and last initial the server gave (`me.presenceName`), never more.
 */
export interface PresenceUser {
  name: string;
  adult: boolean;
  color: string;
}

/**
 * Caret colours, the site's own dark tones: white labels on them stay readable (and no red,
 * which reads as an error).
 */
const PRESENCE_COLORS = [
  'var(--color-primary)',
  'var(--color-teal)',
  'var(--color-plum)',
  'var(--color-gold-text)',
  'var(--color-success)',
] as const;

/** One colour per person, the same on every device (from their key). */
export function presenceColorOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length]!;
}

/** Longest name shown: awareness comes from other browsers and is not checked by the server. */
const NAME_MAX = 40;

/** A client's shared `user`, or null when it is not one (a client may send anything). */
export function presenceUserOf(state: Record<string, unknown> | undefined): PresenceUser | null {
  const user = state?.user as Partial<PresenceUser> | undefined;
  if (!user || typeof user.name !== 'string' || !user.name.trim()) return null;
  return {
    name: user.name.trim().slice(0, NAME_MAX),
    adult: user.adult === true,
    color: typeof user.color === 'string' ? user.color : PRESENCE_COLORS[0],
  };
}

/** One person's mark: the same person in two tabs shares name, role and colour. */
const markOf = (user: PresenceUser) => `${user.adult}|${user.color}|${user.name}`;

/**
 * Everyone else here, once each (a person may have two tabs open), adults first, then by
 * name; the caller's own clients are left out (the page names them apart).
 */
export function othersHere(
  states: Map<number, Record<string, unknown>>,
  ownClientId: number,
  own: PresenceUser,
): PresenceUser[] {
  const seen = new Map<string, PresenceUser>();
  for (const [clientId, state] of states) {
    if (clientId === ownClientId) continue;
    const user = presenceUserOf(state);
    if (!user) continue;
    if (markOf(user) !== markOf(own)) seen.set(markOf(user), user);
  }
  return [...seen.values()].sort(
    (a, b) => Number(b.adult) - Number(a.adult) || a.name.localeCompare(b.name),
  );
}
