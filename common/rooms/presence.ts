/**
 * Who is here (issue 18, point 8), shared through the room's Yjs awareness: every client shares
 * `{ name, adult, color }` under `user` (CollaborationCaret's field). The server gives each
 * connection its one allowed presence and refuses any other (server/modules/rooms/room-presence.ts),
 * so nobody can take another's name or claim to be an adult.
 */
export interface PresenceUser {
  name: string;
  adult: boolean;
  color: string;
}

/**
 * Presence shows a first name and last initial only (point 8): "Ana P.", or "Ana" without a
 * last name.
 */
export function presenceName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  const first = firstName.trim();
  return initial ? `${first} ${initial}.` : first;
}

/**
 * Caret colours, the site's own dark tones (app/styles/global.css: --color-primary, -teal,
 * -plum, -gold-text, -success): white labels on them stay readable (and no red, which reads as
 * an error). Written as hex because Tiptap's caret takes `#rrggbb` only (anything else is drawn
 * transparent).
 */
export const PRESENCE_COLORS = ['#26367a', '#1d6b66', '#6a2d5e', '#85560f', '#1e6b3a'] as const;

/** One colour per person, the same on every device (from their key). */
export function presenceColorOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length]!;
}

/** The one presence a person may share in a room. */
export function presenceOf(person: {
  key: string;
  firstName: string;
  lastName: string;
  adult: boolean;
}): PresenceUser {
  return {
    name: presenceName(person.firstName, person.lastName),
    adult: person.adult,
    color: presenceColorOf(person.key),
  };
}
