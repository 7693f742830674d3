import type { NotificationEmailPreference } from '../notifications/kinds';

/** Screen copy of the notification centre, the account page and the unsubscribe page. */
export const NOTIFICATIONS_COPY = {
  bell: {
    label: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
    title: 'Notifications',
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    loading: 'Loading your notifications',
    failed: 'Your notifications could not be loaded.',
    emptyTitle: 'You’re all caught up',
    emptyBody: 'Hand-ins, revisions, replies and join requests will appear here as they happen.',
    emptyStudentBody:
      'Comments on your work, returned work, approvals and points will appear here as they happen.',
    unread: 'Unread',
  },
  page: {
    title: 'Notifications',
    intro: 'Everything that happened in your classes, newest first.',
    back: 'Back to your area',
    more: 'Show older notifications',
    loadingMore: 'Loading older notifications…',
    markAll: 'Mark all as read',
    allRead: 'All notifications are marked as read.',
    emptyTitle: 'No notifications yet',
    emptyTeacher:
      'When a student hands in work, revises it, replies to a comment or asks to join a class, you will hear of it here.',
    emptyStudent:
      'When your teacher comments on, returns or approves your work, or gives you points, you will hear of it here.',
    unreadCount: (unread: number) =>
      unread === 0 ? 'No unread notifications' : `${unread} unread`,
  },
  time: {
    justNow: 'just now',
    minutes: (n: number) => `${n} min ago`,
    hours: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    days: (n: number) => (n === 1 ? 'yesterday' : `${n} days ago`),
  },
  account: {
    title: 'Your account',
    intro: 'Your profile, how Lectio reaches you, and signing out.',
    back: 'Back to your area',
    loading: 'Loading your account',
    failed: 'Your account could not be loaded.',
    profile: 'Profile',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    username: 'Username',
    name: 'Name',
    saveName: 'Save name',
    nameSaved: 'Your name was saved.',
    saveFailed: 'This could not be saved. Check your connection and try again.',
    emailTitle: 'Notification email',
    emailIntro:
      'Notifications always appear under the bell. Choose whether Lectio also emails you.',
    studentEmailIntro:
      'Your teacher allows notification email. Choose whether Lectio emails you about your work.',
    preferences: {
      immediate: {
        label: 'Each notification as it happens',
        hint: 'Several that arrive together come in one email.',
      },
      daily: {
        label: 'One daily summary',
        hint: 'Sent once a day at 12:00 UTC, listing the day’s notifications.',
      },
      off: { label: 'No email', hint: 'You still see every notification under the bell.' },
    } satisfies Record<NotificationEmailPreference, { label: string; hint: string }>,
    preferenceSaved: 'Your email setting was saved.',
    security: 'Password',
    securityIntro: 'To change your password, we send a reset link to your email address.',
    changePassword: 'Change password',
    studentPassword: 'Ask your teacher for a new login code to change your password.',
    avatar: 'Your avatar',
    avatarLink: 'Visit the Avatar Store',
    signOut: 'Sign out',
    signOutIntro: 'On a shared computer, always sign out when you are done.',
  },
  studentEmail: {
    legend: 'Notification email for students',
    label: 'Email students about feedback on their work',
    hint: 'Only students who signed in with a verified Google email receive it, and each can turn it off.',
    saved: (allowed: boolean) =>
      allowed
        ? 'Students with a verified email will get notification email.'
        : 'Students will get no notification email.',
    failed: 'This setting could not be loaded.',
  },
  unsubscribe: {
    title: 'Unsubscribe from notification emails',
    intro:
      'Lectio will stop emailing you about notifications. You will still see them under the bell when you sign in.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing…',
    done: 'You are unsubscribed',
    doneBody:
      'Lectio will not email you about notifications any more. You can turn email back on from your account page at any time.',
    already: 'Notification email is already off for your account.',
    invalidTitle: 'This link does not work',
    failed: 'This did not work. Check your connection and try again.',
    home: 'Go to Lectio',
  },
} as const;
