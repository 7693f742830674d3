/** "Dec 2": short enough for a sign-in card and a roster cell. */
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * When a teacher-issued login code ends (issue 15, point 13), as the sign-in card and the class
 * roster say it: "Code expires Dec 2", or "Code expired Nov 30" once it has.
 */
export function loginCodeExpiry(expiresAt: string, now = new Date()): string {
  const day = DAY.format(new Date(expiresAt));
  return Date.parse(expiresAt) <= now.getTime() ? `Code expired ${day}` : `Code expires ${day}`;
}
