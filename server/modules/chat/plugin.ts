import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { CHAT_DELIVERY_INTERVAL_MS, deliverDueMessages } from './deliver-due';

export interface ChatJobsOptions {
  /** Runs the delivery job on a timer (off in tests, which call deliverDueMessages). */
  schedule: boolean;
}

/** Chat's delivery job on every instance (safe: each message is claimed once). */
export default fp<ChatJobsOptions>(
  async (app, { schedule }) => {
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Chat delivery',
      intervalMs: CHAT_DELIVERY_INTERVAL_MS,
      run: () => deliverDueMessages(app),
    });
  },
  { name: 'chat-jobs', dependencies: ['database'] },
);
