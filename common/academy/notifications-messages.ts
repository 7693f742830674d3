import type { AcademyNotificationKind } from './notifications';

/** What the Academy's notification calls and screens say (one source for server and client). */
export const ACADEMY_NOTIFICATION_MESSAGES = {
  notFound: 'This notification does not exist or is not yours.',
  academyOnly: 'Academy notifications are read on the Academy.',
  title: 'Notifications',
  settingsTitle: 'Notification settings',
  settingsIntro:
    'Everything appears under the bell. Choose whether you also get it by email. @mentions are emailed at once unless email is off.',
  saved: 'Saved.',
  saveFailed: 'Your choice could not be saved. Check your connection and try again.',
  emptyTitle: 'Nothing new yet',
  emptyParticipant:
    'Feedback on your reflections, replies to your threads and @mentions will appear here.',
  emptyInstructor:
    'Reflections handed in, join requests and board posts waiting for you will appear here.',
  markAll: 'Mark all as read',
  markRead: 'Mark as read',
  loadFailed: 'Your notifications could not be loaded.',
  loadMore: 'Show older notifications',
  settingsLink: 'Notification settings',
  toNotifications: 'Back to notifications',
  toTeaching: 'Go to my teaching',
  toLearning: 'Go to my courses',
  loadingSettings: 'Loading your notification settings',
  settingsFailed: 'Your notification settings could not be loaded.',
} as const;

/** The sentence an Academy notification reads as, in the bell, on the page and in emails. */
export function academyNotificationSentence({
  kind,
  actorName,
  subject,
}: {
  kind: AcademyNotificationKind;
  actorName: string;
  subject: string;
}): string {
  const what = `“${subject}”`;
  switch (kind) {
    case 'reflection_handed_in':
      return `${actorName} handed in a reflection on ${what}`;
    case 'reflection_resubmitted':
      return `${actorName} handed in a revised reflection on ${what}`;
    case 'reflection_feedback':
      return `${actorName} left feedback on your reflection on ${what}`;
    case 'reflection_returned':
      return `${actorName} returned your reflection on ${what} for revision`;
    case 'reflection_accepted':
      return `${actorName} accepted your reflection on ${what}`;
    case 'join_requested':
      return `${actorName} asked to join ${what}`;
    case 'join_approved':
      return `${actorName} approved your request to join ${what}`;
    case 'board_reply':
      return `${actorName} replied to your thread ${what}`;
    case 'board_mention':
      return `${actorName} mentioned you in ${what}`;
    case 'board_post_pending':
      return `${actorName} posted in ${what}; the post waits for your approval`;
    case 'board_report':
      return `${actorName} reported a post in ${what}`;
    case 'course_message':
      return `${actorName} sent you a message in ${what}`;
  }
}
