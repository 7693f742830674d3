import { useId, useState, type Dispatch } from 'react';
import { PRICES_CENTS } from '@common/constants';
import { STORE_COPY } from '@common/copy/store';
import type { BookDetails } from '@common/schemas/store';
import { dollarsToCents, formatUsd } from '@common/store/pricing';
import { Button } from '~/components/ui/Button';
import type { ShippingOptionsState } from '../api/get-shipping-options';
import {
  classOrderTermsOf,
  detailsStepErrors,
  type DetailsStepErrors,
} from '../state/checkout-rules';
import type { CheckoutAction, CheckoutState } from '../state/checkout-state';
import { AddressFields, DetailsFields } from './AddressFields';
import { SchoolAddress } from './SchoolAddress';
import { ShippingOptions } from './ShippingOptions';
import styles from './Store.module.css';
import { STORE_MESSAGES } from '@common/store/messages';

const NO_ERRORS: DetailsStepErrors = { fields: [], message: null };

/**
 * Step 2: the buyer's details, and for a shipped order the address and a shipping option.
 * A class order shows only the details: its books go to the school at the flat rate.
 */
export function DetailsStep({
  state,
  book,
  shipping,
  dispatch,
}: {
  state: CheckoutState;
  book: BookDetails;
  shipping: ShippingOptionsState;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const id = useId();
  const classOrder = book.openClassOrder;
  const [errors, setErrors] = useState<DetailsStepErrors>(NO_ERRORS);

  function next() {
    const found = detailsStepErrors(state, { classOrder });
    setErrors(found);
    if (!found.message) dispatch({ type: 'goToStage', stage: 3 });
  }
  const fieldProps = { id, address: state.address, invalid: errors.fields, dispatch };

  return (
    <div className={styles.step}>
      <DetailsFields {...fieldProps} />
      {classOrder ? (
        <div className={styles.fieldset}>
          <h2 className={styles.stepTitle}>{STORE_COPY.details.schoolDelivery}</h2>
          <SchoolAddress book={book} />
          <ClassOrderShipping book={book} shipping={shipping} />
        </div>
      ) : (
        <>
          <AddressFields {...fieldProps} />
          <ShippingOptions
            shipping={shipping}
            selectedId={state.shippingOptionId}
            dispatch={dispatch}
          />
        </>
      )}
      <p className={styles.error} role="alert">
        {errors.message}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => dispatch({ type: 'editOrder' })}>
          {STORE_COPY.payment.editOrder}
        </Button>
        <Button size="lg" onClick={next}>
          {STORE_COPY.details.next}
        </Button>
      </div>
    </div>
  );
}

/** What the delivery of a class order to the school costs, as the server will price it. */
function ClassOrderShipping({
  book,
  shipping,
}: {
  book: BookDetails;
  shipping: ShippingOptionsState;
}) {
  const terms = classOrderTermsOf(book);
  if (!terms || terms.flatShipping) {
    return (
      <p className={styles.hint}>
        {STORE_COPY.details.classOrderFlat(formatUsd(PRICES_CENTS.classOrderShipping))}
      </p>
    );
  }
  const [cheapest] = shipping.options ?? [];
  if (shipping.failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{STORE_COPY.payment.orderFailed}</p>
        <Button variant="secondary" size="sm" onClick={shipping.retry}>
          {STORE_COPY.payment.retry}
        </Button>
      </div>
    );
  }
  return (
    <p className={styles.hint} role="status">
      {shipping.options === null
        ? STORE_MESSAGES.loadingShipping
        : cheapest
          ? STORE_COPY.details.classOrderRated(
              cheapest.name,
              formatUsd(dollarsToCents(cheapest.price)),
            )
          : STORE_COPY.details.noOptions}
    </p>
  );
}
