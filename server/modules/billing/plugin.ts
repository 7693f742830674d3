import fp from 'fastify-plugin';
import type { LocalBillingProvider } from '../../adapters/billing/local';
import { scheduleJob } from '../../lib/schedule';
import { BILLING_JOB_INTERVAL_MS, runBillingJob } from './jobs';
import { handleBillingEvent } from './lifecycle';
import { billingTestClockRoutes } from './test-clock-routes';

export interface BillingModuleOptions {
  /** Runs the billing job on a timer (off in tests, which call runBillingJob). */
  schedule: boolean;
  publicBaseUrl?: string;
  /** BILLING_TEST_CLOCK (never in production): browser tests run the job at a chosen moment. */
  testClock?: boolean;
}

/**
 * Wires the local provider's events into the one lifecycle handler (the same one Stripe's
 * webhook calls) and schedules the billing job.
 */
export default fp<BillingModuleOptions>(
  async (app, { schedule, publicBaseUrl = '', testClock = false }) => {
    if (testClock) await app.register(billingTestClockRoutes, { publicBaseUrl });
    if (app.billing.name === 'local') {
      (app.billing as LocalBillingProvider).onEvent(async (event) => {
        await handleBillingEvent(app, event);
      });
    }
    if (!schedule) return;
    scheduleJob(app, {
      name: 'Billing: renewals, reminders and the recount',
      intervalMs: BILLING_JOB_INTERVAL_MS,
      run: () => runBillingJob(app, { now: new Date(), publicBaseUrl }),
    });
  },
  { name: 'billing-module', dependencies: ['database', 'billing'] },
);
