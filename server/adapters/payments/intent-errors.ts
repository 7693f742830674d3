import { AppError } from '../../errors';
import { CARD_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/store/messages';

/** Both providers answer the same way when an intent cannot be changed or found. */
export function intentClosedError(status: string): AppError {
  return new AppError('CONFLICT', {
    pi_id: status === 'succeeded' ? STORE_SERVER_MESSAGES.orderAlreadyPaid : CARD_MESSAGES.closed,
  });
}

export function unknownIntentError(): AppError {
  return new AppError('NOT_FOUND', { pi_id: CARD_MESSAGES.unknownPayment });
}

/** A refund the provider refused: not paid, or more than is left (issue 12, point 12). */
export function refundRefusedError(message: string): AppError {
  return new AppError('CONFLICT', { refund: message });
}
