import { useId } from 'react';
import { STORE_COPY } from '@common/copy/store';
import type { BookDetails, ShippingOption } from '@common/schemas/store';
import { orderAddress } from '../state/checkout-rules';
import type { CheckoutAddress } from '../state/checkout-state';
import { SchoolAddress } from './SchoolAddress';
import styles from './Store.module.css';

/** Where the books go and how: the buyer's address and option, or the school for a class order. */
export function ShippingSummary({
  book,
  address,
  option,
  onEdit,
}: {
  book: BookDetails;
  address: CheckoutAddress;
  option: ShippingOption | undefined;
  onEdit: () => void;
}) {
  const id = useId();
  const shown = orderAddress(address);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {STORE_COPY.payment.shippingSummary}
        </h2>
        <button type="button" className={styles.linkButton} onClick={onEdit}>
          {STORE_COPY.payment.editShipping}
        </button>
      </div>
      <p>
        {shown.firstName} {shown.lastName} · {shown.email}
        {shown.telephone && ` · ${shown.telephone}`}
      </p>
      {book.openClassOrder ? (
        <>
          <p className={styles.hint}>{STORE_COPY.details.schoolDelivery}</p>
          <SchoolAddress book={book} />
        </>
      ) : (
        <>
          <address>
            {shown.address_1}
            {shown.address_2 && `, ${shown.address_2}`}
            <br />
            {[shown.city, shown.state_name, shown.zip].filter(Boolean).join(', ')}
            <br />
            {shown.country_name}
          </address>
          {option && (
            <p className={styles.hint}>
              {option.name} · {option.estimated}
            </p>
          )}
        </>
      )}
    </section>
  );
}
