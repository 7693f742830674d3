import { useId } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { formatUsd, type OrderQuote, type PurchaseType } from '@common/store/pricing';
import { dollarsToCents } from '@common/store/pricing';
import type { OrderFigures } from '../state/checkout-rules';
import styles from './Store.module.css';

const COPY = STORE_COPY.payment;
const TYPE_LABEL: Record<PurchaseType, string> = {
  premium: STORE_COPY.type.premium,
  standard: STORE_COPY.type.standard,
  journal: STORE_COPY.type.journal,
};

/** The order summary of step 3: books, credits, shipping and the total the server charges. */
export function OrderSummary({
  type,
  quote,
  figures,
  notice,
}: {
  type: PurchaseType;
  quote: OrderQuote;
  figures: OrderFigures;
  notice: string | null;
}) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {COPY.orderSummary}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{COPY.books(quote.copies, TYPE_LABEL[type])}</dt>
          <dd>{formatUsd(quote.copies * quote.unitPriceCents)}</dd>
        </div>
        {quote.creditDiscountCents > 0 && (
          <div>
            <dt>{COPY.creditDiscount}</dt>
            <dd>−{formatUsd(quote.creditDiscountCents)}</dd>
          </div>
        )}
        <div>
          <dt>{COPY.shipping}</dt>
          <dd>{formatUsd(dollarsToCents(figures.shippingPrice))}</dd>
        </div>
        <div className={styles.total}>
          <dt>{COPY.total}</dt>
          <dd data-testid="order-total">{formatUsd(dollarsToCents(figures.totalPrice))}</dd>
        </div>
      </dl>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
