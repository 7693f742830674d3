import { ACADEMY_NOTIFICATION_KINDS } from '../academy/notifications';

/**
 * What a Journals notification can be about (issue 11, point 14). Teachers hear of hand-ins,
 * revisions handed in, replies and join requests; students of comments, returns, approvals
 * and points.
 */
export const JOURNALS_NOTIFICATION_KINDS = [
  'hand_in',
  'revision_handed_in',
  'comment',
  'reply',
  'returned',
  'approved',
  'points',
  'join_request',
  // Safe chat (issue 17): for the safeguarding lead, and a class's teachers.
  'care_flag',
  'chat_report',
  'chat_message',
] as const;
export type JournalsNotificationKind = (typeof JOURNALS_NOTIFICATION_KINDS)[number];

/** Every kind a notifications row may hold: the Journals' and the Academy's (issue 13). */
export const NOTIFICATION_KINDS = [
  ...JOURNALS_NOTIFICATION_KINDS,
  ...ACADEMY_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a teacher wants notification email: each at once, one daily digest, or none. */
export const NOTIFICATION_EMAIL_PREFERENCES = ['immediate', 'daily', 'off'] as const;
export type NotificationEmailPreference = (typeof NOTIFICATION_EMAIL_PREFERENCES)[number];
