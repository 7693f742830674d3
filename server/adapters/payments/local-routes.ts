import type { FastifyInstance, FastifyReply } from 'fastify';
import { CARD_MESSAGES } from '../../../common/messages';
import { PAYMENT_API, localConfirmSchema } from '../../../common/schemas/payments';
import type { LocalConfirmFailure, LocalConfirmSuccess } from '../../../common/schemas/payments';
import { parseBody } from '../../lib/validation';
import type { AttemptLimiter } from '../../modules/auth/rate-limit';
import { confirmOrderPayment } from '../../modules/store/confirm-order-payment';
import type { LocalPaymentProvider } from './local';

export interface LocalPaymentRoutesOptions {
  provider: LocalPaymentProvider;
  /** Refused cards and unknown secrets per IP address: card testing is slowed down. */
  limiter: AttemptLimiter;
}

/**
 * POST /api/payments/local/confirm: the local test provider's stripe.confirmCardPayment. The
 * card is checked and forgotten: it is never stored or logged (the request body is not part of
 * any log line). On success the order is confirmed here, as Stripe's webhook would.
 */
export async function localPaymentRoutes(
  app: FastifyInstance,
  { provider, limiter }: LocalPaymentRoutesOptions,
): Promise<void> {
  const fail = (reply: FastifyReply, status: number, error: LocalConfirmFailure['error']) =>
    reply.status(status).send({ error } satisfies LocalConfirmFailure);

  app.post(PAYMENT_API.localConfirm, async (request, reply) => {
    if ((await limiter.blockedForMinutes(request.ip)) > 0) {
      return fail(reply, 429, { code: 'rate_limit', message: CARD_MESSAGES.tooManyAttempts });
    }
    const { clientSecret, card } = parseBody(localConfirmSchema, request.body);
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
            outcome.status === 'succeeded' ? CARD_MESSAGES.alreadyCompleted : CARD_MESSAGES.closed,
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
  });
}

/**
 * The payment has gone through whatever happens next, so the buyer is told so. A failure to
 * confirm the order is logged; the checkout's print_order_success call confirms it again,
 * just as it does when Stripe's webhook is late.
 */
async function confirmAsWebhookWould(app: FastifyInstance, intentId: string): Promise<void> {
  try {
    await confirmOrderPayment(app, intentId);
  } catch (error) {
    app.log.error({ err: error, intentId }, 'Confirming the order of a local payment failed');
  }
}
