import { useCallback, useEffect, useState } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { STORE_SERVER_MESSAGES } from '@common/messages';
import type { PrintOrderAnswer } from '@common/schemas/store';
import { placePrintOrder } from '../api/store-api';
import {
  figuresOf,
  printOrderPayload,
  quoteCheckout,
  type OrderFigures,
} from '../state/checkout-rules';
import type { CheckoutState } from '../state/checkout-state';
import { storedPaymentIntentId, storePaymentIntentId } from '../state/checkout-storage';
import { oneAtATime } from '../utils/in-turn';

/** One print_order call at a time per tab (see oneAtATime). */
const inTurn = oneAtATime();

type Outcome = { key: string; answer: PrintOrderAnswer } | { key: string; error: string };

/**
 * The print_order call of step 3, made again whenever the order changes (credits redeemed).
 * 'Purchase now' waits for the answer to the order as it is now. When the server's prices
 * differ from ours (a shipping rate changed meanwhile), its figures are shown with a notice
 * and asked for once more; the server never charges a number the buyer did not see.
 */
export function usePrintOrder(state: CheckoutState, shippingCents: number, classOrder: boolean) {
  const quote = quoteCheckout(state, shippingCents);
  const local = figuresOf(quote);
  const localKey = JSON.stringify(printOrderPayload(state, local, classOrder));
  const [serverFigures, setServerFigures] = useState<{
    forKey: string;
    figures: OrderFigures;
  } | null>(null);
  const overridden = serverFigures?.forKey === localKey;
  const figures = overridden ? serverFigures.figures : local;
  const payload = printOrderPayload(state, figures, classOrder);
  const key = JSON.stringify(payload);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void inTurn(() =>
      placePrintOrder(JSON.parse(key) as typeof payload, storedPaymentIntentId()),
    ).then((result) => {
      // Kept even when a newer call is on its way, so the cart stays on one intent.
      if (result.kind === 'ok') storePaymentIntentId(result.answer.pi_id);
      if (!active) return;
      if (result.kind === 'ok') {
        setOutcome({ key, answer: result.answer });
      } else if (result.kind === 'prices' && !overridden) {
        const { booksPrice, shippingPrice, totalPrice } = result.answer;
        setServerFigures({
          forKey: localKey,
          figures: { booksPrice, shippingPrice, totalPrice },
        });
      } else {
        const [first] = Object.values(result.kind === 'failed' ? result.errors : {});
        setOutcome({ key, error: first ?? STORE_COPY.payment.orderFailed });
      }
    });
    return () => {
      active = false;
    };
  }, [key, localKey, overridden, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current = outcome?.key === key ? outcome : null;
  return {
    payload,
    quote,
    figures,
    answer: current && 'answer' in current ? current.answer : null,
    error: current && 'error' in current ? current.error : null,
    priceNotice: overridden ? STORE_SERVER_MESSAGES.priceChanged : null,
    retry,
  };
}
