import { useQuery } from '@tanstack/react-query';
import { STORE_COPY } from '@common/copy/store';
import { printOrderQuery, type PrintOrderResult } from '../api/place-print-order';
import { figuresOf, printOrderPayload, quoteCheckout } from '../state/checkout-rules';
import type { CheckoutState } from '../state/checkout-state';
import { STORE_SERVER_MESSAGES } from '@common/store/messages';

/** The buyer's message for an answer that gives no payment intent. */
function failureOf(result: PrintOrderResult): string {
  const [first] = Object.values(result.kind === 'failed' ? result.errors : {});
  return first ?? STORE_COPY.payment.orderFailed;
}

/**
 * The print_order call of step 3, made again whenever the order changes (credits redeemed).
 * 'Purchase now' waits for the answer to the order as it is now. When the server's prices
 * differ from ours (a shipping rate changed meanwhile), its figures are shown with a notice
 * and asked for once more; the server never charges a number the buyer did not see.
 */
export function usePrintOrder(state: CheckoutState, shippingCents: number, classOrder: boolean) {
  const quote = quoteCheckout(state, shippingCents);
  const local = figuresOf(quote);
  const ours = useQuery(printOrderQuery(printOrderPayload(state, local, classOrder)));
  const serverPrices = ours.data?.kind === 'prices' ? ours.data.answer : null;
  const figures = serverPrices
    ? {
        booksPrice: serverPrices.booksPrice,
        shippingPrice: serverPrices.shippingPrice,
        totalPrice: serverPrices.totalPrice,
      }
    : local;
  const payload = printOrderPayload(state, figures, classOrder);
  const theirs = useQuery({ ...printOrderQuery(payload), enabled: serverPrices !== null });
  const current = serverPrices ? theirs : ours;
  const result = current.data;
  return {
    payload,
    quote,
    figures,
    answer: result?.kind === 'ok' ? result.answer : null,
    // A second price difference is a failure: the buyer tries again.
    error: result && result.kind !== 'ok' ? failureOf(result) : null,
    priceNotice: serverPrices ? STORE_SERVER_MESSAGES.priceChanged : null,
    retry: () => void current.refetch(),
  };
}
