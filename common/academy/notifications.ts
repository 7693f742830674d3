/**
 * What an Academy notification can be about (issue 13, point 14). Participants hear of
 * feedback, returns and acceptances of their reflections, an approved join request, replies
 * to their board threads and @mentions; a course's instructors (owner and co-instructors) hear
 * of reflections handed in, join requests, board posts waiting for approval and reports.
 */
export const ACADEMY_NOTIFICATION_KINDS = [
  'reflection_handed_in',
  'reflection_resubmitted',
  'reflection_feedback',
  'reflection_returned',
  'reflection_accepted',
  'join_requested',
  'join_approved',
  'board_reply',
  'board_mention',
  'board_post_pending',
  'board_report',
  // Issue 17, point 1: a private course message, to its participant or the instructors.
  'course_message',
] as const;
export type AcademyNotificationKind = (typeof ACADEMY_NOTIFICATION_KINDS)[number];

const ACADEMY_KIND_SET: ReadonlySet<string> = new Set(ACADEMY_NOTIFICATION_KINDS);
export const isAcademyNotificationKind = (kind: string): kind is AcademyNotificationKind =>
  ACADEMY_KIND_SET.has(kind);

/**
 * "@mentions always notify": a mention is always in the bell, and emailed at once even to
 * someone who chose the daily digest. Someone whose notification email is off (by the setting
 * or the one-click unsubscribe link, which promises no more of it) gets it in the bell only.
 */
export const ALWAYS_IMMEDIATE_KINDS: readonly AcademyNotificationKind[] = ['board_mention'];
