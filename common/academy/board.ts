/**
 * The course Discussion Board (issue 13, point 14): threads and one level of replies, written
 * by the course's members, moderated by its instructors. Rules shared by server and pages.
 */
export const BOARD_LIMITS = {
  title: 140,
  /** Characters of a post's HTML. */
  body: 20_000,
  reportReason: 500,
  /** Threads per board page. */
  page: 50,
  /** Mentions in one post. */
  mentions: 20,
  /** Members the mention picker offers at once. */
  picker: 8,
} as const;

/** How long an instructor mutes a participant; 'untilUnmuted' has no end. */
export const MUTE_DURATIONS = ['1d', '3d', '7d', 'untilUnmuted'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];

const DAY_MS = 86_400_000;
const MUTE_DAYS: Record<Exclude<MuteDuration, 'untilUnmuted'>, number> = {
  '1d': 1,
  '3d': 3,
  '7d': 7,
};

/** When a mute chosen now ends: an ISO time, or null for "until unmuted". */
export function muteEndsAt(duration: MuteDuration, now: Date): string | null {
  if (duration === 'untilUnmuted') return null;
  return new Date(now.getTime() + MUTE_DAYS[duration] * DAY_MS).toISOString();
}

/** Whether a mute (its end, null for none) still holds at `now`. */
export const muteHolds = (until: string | null, now: Date): boolean =>
  until === null || until > now.toISOString();

/** A post's state as its author and the staff see it. */
export const POST_STATUSES = ['published', 'pending', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What a report became: still open, dismissed, or its post hidden. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Why a post shows no words: its author deleted it, or the former-posts rule removed it. */
export type PostGone = 'deleted' | 'removed';
