import {
  PAYMENT_API,
  type LocalConfirmFailure,
  type LocalConfirmRequest,
  type LocalConfirmSuccess,
} from '@common/schemas/payments';
import { apiPost } from '~/lib/api';
import type { ConfirmCardResult } from '../payment/types';
import { CARD_MESSAGES } from '@common/store/messages';

type Answer = Partial<LocalConfirmSuccess & LocalConfirmFailure> & {
  errors?: Record<string, string>;
};

/** The local test provider's stripe.confirmCardPayment, answered in the same terms. */
export async function confirmLocalPayment(
  request: LocalConfirmRequest,
): Promise<ConfirmCardResult> {
  const { ok, body } = await apiPost<Answer>(PAYMENT_API.localConfirm, request);
  if (ok && body.paymentIntent?.status === 'succeeded') {
    return { ok: true, paymentIntentId: body.paymentIntent.id };
  }
  const message = body.error?.message ?? Object.values(body.errors ?? {})[0];
  return { ok: false, message: message ?? CARD_MESSAGES.unavailable };
}
