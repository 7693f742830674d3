import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { ATTACHMENT_CLEANUP_INTERVAL_MS, removeDetachedAttachments } from './attachment-cleanup';
import { CHAT_DELIVERY_INTERVAL_MS, deliverDueMessages } from './deliver-due';
import { UNREAD_NOTICE_INTERVAL_MS, noticeUnreadMessages } from './unread-notices';

export interface ChatJobsOptions {
  /** Runs the delivery job on a timer (off in tests, which call deliverDueMessages). */
  schedule: boolean;
}

/**
 * Chat's delivery job on every instance (safe: each message and unread notice is claimed once):
 * held messages whose window opened, then adults' 15-minute unread notices; and, hourly,
 * attachments never sent or left without their conversation.
 */
export default fp<ChatJobsOptions>(
  async (app, { schedule }) => {
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Chat delivery',
      intervalMs: CHAT_DELIVERY_INTERVAL_MS,
      run: () => deliverDueMessages(app),
    });
    scheduleJob(app, {
      name: 'Chat unread notices',
      intervalMs: UNREAD_NOTICE_INTERVAL_MS,
      run: () => noticeUnreadMessages(app),
    });
    scheduleJob(app, {
      name: 'Chat attachment clean-up',
      intervalMs: ATTACHMENT_CLEANUP_INTERVAL_MS,
      run: () => removeDetachedAttachments(app.db, app.storage, new Date()),
    });
  },
  { name: 'chat-jobs', dependencies: ['database'] },
);
