import type { NotificationAudience } from '@common/schemas/notifications';

/** Query keys of the notification centre and the account page, under one root each. */
export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  /** Every page read for one account kind (the bell's first page and the full list). */
  audience: (audience: NotificationAudience) => ['notifications', audience] as const,
  latest: (audience: NotificationAudience) => ['notifications', audience, 'latest'] as const,
  pages: (audience: NotificationAudience) => ['notifications', audience, 'pages'] as const,
  studentEmail: (classId: string) => ['notifications', 'student-email', classId] as const,
};

export const ACCOUNT_KEYS = {
  user: ['account', 'user'] as const,
  student: ['account', 'student'] as const,
};
