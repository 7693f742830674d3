import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import {
  localConfirmFailureSchema,
  localConfirmSchema,
  localConfirmSuccessSchema,
  type LocalConfirmFailure,
  type LocalConfirmSuccess,
} from '../../../common/schemas/payments';
import type { LocalPaymentProvider } from '../../adapters/payments/local';
import { createAttemptLimiter, databaseRateLimitStore } from '../../lib/rate-limit';
import { confirmOrderPayment } from './confirm-order-payment';
import { confirmLicencePayment } from '../workbook-licences/buy-licences';
import { logOf } from '../../plugins/request-context';
import { CARD_MESSAGES } from '../../../common/store/messages';

/** Refused cards per IP address before the local confirm endpoint waits (15 minutes). */
export const LOCAL_CONFIRM_LIMIT = { maxFailures: 20, windowMs: 15 * 60 * 1000 } as const;

/**
 * POST /api/store/payments/local/confirm: the local test provider's stripe.confirmCardPayment.
 * The card is checked and forgotten: it is never stored or logged (the request body is not part
 * of any log line). On success the order is confirmed here, as Stripe's webhook would.
 */
export const localConfirmRoutes: FastifyPluginAsyncZod<{
  provider: LocalPaymentProvider;
  url: string;
}> = async (app, { provider, url }) => {
  // Refused cards and unknown secrets per IP address: card testing is slowed down. The local
  // provider never runs in production, so the database counters are enough.
  const limiter = createAttemptLimiter({
    store: databaseRateLimitStore(app.db),
    prefix: 'cardconfirm',
    ...LOCAL_CONFIRM_LIMIT,
  });
  const fail = (reply: FastifyReply, status: number, error: LocalConfirmFailure['error']) =>
    reply.status(status).send({ error } satisfies LocalConfirmFailure);

  app.post(
    url,
    {
      schema: {
        summary: "The local test provider's card confirmation (stripe.confirmCardPayment)",
        tags: ['store'],
        body: localConfirmSchema,
        response: {
          200: localConfirmSuccessSchema,
          400: errorAnswerSchema,
          402: localConfirmFailureSchema,
          404: localConfirmFailureSchema,
          409: localConfirmFailureSchema,
          429: localConfirmFailureSchema,
        },
      },
      // A blocked address is refused before its card is even read.
      preValidation: async (request, reply) => {
        if ((await limiter.blockedForMinutes(request.ip)) > 0) {
          return fail(reply, 429, { code: 'rate_limit', message: CARD_MESSAGES.tooManyAttempts });
        }
      },
    },
    async (request, reply) => {
      const { clientSecret, card } = request.body;
      const outcome = await provider.confirmCard(clientSecret, card);
      switch (outcome.kind) {
        case 'unknown':
          await limiter.recordFailure(request.ip);
          return fail(reply, 404, {
            code: 'resource_missing',
            message: CARD_MESSAGES.unknownPayment,
          });
        case 'closed':
          return fail(reply, 409, {
            code: 'payment_intent_unexpected_state',
            message:
              outcome.status === 'succeeded'
                ? CARD_MESSAGES.alreadyCompleted
                : CARD_MESSAGES.closed,
          });
        case 'declined': {
          await limiter.recordFailure(request.ip);
          const { code, declineCode, message } = outcome.error;
          return fail(reply, 402, {
            code,
            message,
            ...(declineCode ? { decline_code: declineCode } : {}),
          });
        }
        case 'succeeded':
          await confirmAsWebhookWould(app, outcome.intentId);
          return {
            paymentIntent: { id: outcome.intentId, status: 'succeeded' },
          } satisfies LocalConfirmSuccess;
      }
    },
  );
};

/**
 * The payment has gone through whatever happens next, so the buyer is told so. A failure to
 * confirm the order is logged; the checkout's print_order_success call confirms it again,
 * just as it does when Stripe's webhook is late.
 */
async function confirmAsWebhookWould(app: FastifyInstance, intentId: string): Promise<void> {
  try {
    const order = await confirmOrderPayment(app, intentId);
    // Issue 16: an intent that pays no order may pay workbook licences.
    if (order.status === 'unknown') await confirmLicencePayment(app, intentId);
  } catch (error) {
    logOf(app).error({ err: error, intentId }, 'Confirming the order of a local payment failed');
  }
}
