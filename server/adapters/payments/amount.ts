import { AppError } from '../../errors';
import { CARD_MESSAGES } from '../../../common/store/messages';

/** Stripe's smallest US dollar charge, in cents. */
export const MINIMUM_CHARGE_CENTS = 50;

/**
 * Amounts reach a provider in whole cents, computed by the server; a fraction is a bug, and
 * an amount under Stripe's minimum is refused the way Stripe refuses it.
 */
export function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new Error(`A payment amount must be whole cents, got ${amountCents}`);
  }
  if (amountCents < MINIMUM_CHARGE_CENTS) {
    throw new AppError('BAD_REQUEST', { totalPrice: CARD_MESSAGES.amountTooSmall });
  }
}
