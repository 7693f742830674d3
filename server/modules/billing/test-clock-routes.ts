import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { requireTeacher } from '../../access/guards';
import { runBillingJob } from './jobs';

/** Where browser tests move the billing clock (BILLING_TEST_CLOCK only; never in production). */
export const BILLING_TEST_CLOCK_PATH = '/dev/billing/clock';

export interface BillingTestClockOptions {
  publicBaseUrl: string;
}

/**
 * A test hook for browser journeys (tests/e2e/billing-upgrade.spec.ts): runs the billing job
 * once at the `now` given, as the scheduler would when that moment comes (trial ends,
 * renewals, reminders, pauses). Registered only when BILLING_TEST_CLOCK is on, which the
 * configuration refuses in production; a signed-in teacher only, so a crawler never runs it.
 */
export const billingTestClockRoutes: FastifyPluginAsyncZod<BillingTestClockOptions> = async (
  app,
  { publicBaseUrl },
) => {
  app.post(
    BILLING_TEST_CLOCK_PATH,
    {
      schema: {
        hide: true,
        body: z.object({ now: z.iso.datetime() }),
        response: {
          200: z.object({ ranAt: z.string() }),
          400: errorAnswerSchema,
          401: errorAnswerSchema,
          403: errorAnswerSchema,
        },
      },
    },
    async (request) => {
      await requireTeacher(request);
      const now = new Date(request.body.now);
      await runBillingJob(app, { now, publicBaseUrl });
      return { ranAt: now.toISOString() };
    },
  );
};
