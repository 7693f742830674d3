import { academyNotificationSentence } from '../academy/notifications-messages';
import { isAcademyNotificationKind } from '../academy/notifications';
import type { NotificationKind } from './kinds';

/** What the notification calls answer and show (one source for the server and the screens). */
export const NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist or is not yours.',
  badCursor: 'This page of notifications cannot be read; start again from the newest.',
  wrongAccount: 'Sign in with the account these notifications belong to.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Open the newest notification email again, or change your email settings on your account page.',
  studentEmailUnavailable:
    'Email notifications are not available for your account: they need a verified Google email and a teacher who allows them.',
  studentsOnly: 'Only students have this account page.',
  adultsOnly: 'Only teachers and parents have this account page.',
  impersonating:
    'While you are signed in as someone else you can see their account page, not change it.',
} as const;

/** What a notification's sentence is made of (a row of the notifications table, as listed). */
export interface NotificationWords {
  kind: NotificationKind;
  actorName: string;
  subject: string;
}

/**
 * The sentence a notification reads as, in the bell, on the notifications page and in emails:
 * who did what to which piece of work or class. Only what the row carries is shown.
 */
export function notificationSentence({ kind, actorName, subject }: NotificationWords): string {
  if (isAcademyNotificationKind(kind)) {
    return academyNotificationSentence({ kind, actorName, subject });
  }
  const what = `“${subject}”`;
  switch (kind) {
    case 'hand_in':
      return `${actorName} handed in ${what}`;
    case 'revision_handed_in':
      return `${actorName} handed in a revision of ${what}`;
    case 'comment':
      return `${actorName} commented on ${what}`;
    case 'reply':
      return `${actorName} replied to a comment on ${what}`;
    case 'returned':
      return `${actorName} returned ${what} for revision`;
    case 'approved':
      return `${actorName} approved ${what}`;
    case 'points':
      return `${actorName} gave you points for ${what}`;
    case 'join_request':
      return `${actorName} asked to join ${what}`;
    case 'care_flag':
      return `Care flag: something ${actorName} wrote in ${what} may need your attention`;
    case 'chat_message':
      return `${actorName} sent you a message in ${what}`;
    case 'chat_report':
      return `${actorName} reported a message in ${what}`;
  }
}
