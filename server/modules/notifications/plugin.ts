import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { NOTIFICATION_EMAIL, sendNotificationEmails } from './send-notification-emails';

export interface NotificationEmailOptions {
  publicBaseUrl: string;
  /** The Academy's address: its notifications are emailed with links there. */
  academyBaseUrl?: string;
  /** Runs the email job on a timer (off in tests, which call sendNotificationEmails themselves). */
  schedule: boolean;
  intervalMs?: number | undefined;
}

/** Notification email on every instance (safe: each run claims the rows it sends). */
export default fp<NotificationEmailOptions>(
  async (
    app,
    { publicBaseUrl, academyBaseUrl, schedule, intervalMs = NOTIFICATION_EMAIL.intervalMs },
  ) => {
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Notification email',
      intervalMs,
      run: () => sendNotificationEmails(app, { publicBaseUrl, academyBaseUrl }),
    });
  },
  { name: 'notification-email', dependencies: ['email'] },
);
