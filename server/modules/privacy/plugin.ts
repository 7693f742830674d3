import fp from 'fastify-plugin';
import { PRIVACY_JOB_INTERVAL_MS, runPrivacyJob } from './job';

export interface PrivacyPluginOptions {
  /** PUBLIC_BASE_URL, for the link in the email to the parent once an account is deleted. */
  publicBaseUrl: string;
  /** Runs the privacy job on a timer (off in tests, which call runPrivacyJob themselves). */
  schedule: boolean;
}

/**
 * Runs the privacy job (due deletion requests, 90-day log purge) every few minutes once the
 * server is ready, on every instance: the job is safe to run twice at once. The timer is
 * unref'd so it never keeps the process alive.
 */
export default fp<PrivacyPluginOptions>(
  async (app, { publicBaseUrl, schedule }) => {
    if (!schedule) return;
    const linkBase = publicBaseUrl.replace(/\/+$/, '');
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const run = () => {
      // One run at a time per instance; a slow run makes the next tick skip.
      if (running) return;
      running = true;
      runPrivacyJob(app, { linkBase })
        .catch((error: unknown) => app.log.error({ err: error }, 'Privacy: the job failed'))
        .finally(() => {
          running = false;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, PRIVACY_JOB_INTERVAL_MS);
      timer.unref();
      run();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'privacy', dependencies: ['database', 'email'] },
);
