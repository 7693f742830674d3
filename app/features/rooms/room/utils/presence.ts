import { PRESENCE_COLORS, type PresenceUser } from '@common/rooms/presence';

export type { PresenceUser };

/** Longest name shown, whatever another browser sends. */
const NAME_MAX = 40;

/** A client's shared `user`, or null when it is not one (a client may send anything). */
export function presenceUserOf(state: Record<string, unknown> | undefined): PresenceUser | null {
  const user = state?.user as Partial<PresenceUser> | undefined;
  if (!user || typeof user.name !== 'string' || !user.name.trim()) return null;
  return {
    name: user.name.trim().slice(0, NAME_MAX),
    adult: user.adult === true,
    color: PRESENCE_COLORS.find((color) => color === user.color) ?? PRESENCE_COLORS[0],
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
