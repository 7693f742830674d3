import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
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
import { AddressFields, DetailsFields, type FieldFeedback } from './AddressFields';
import { revealError } from '~/lib/reveal-error';
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
  // Each press of 'Next' that fails shows its error again, even the same one.
  const [attempt, setAttempt] = useState(0);
  // After a failed 'Next' the marks follow the fields: one filled since, by the buyer or by
  // stored details that arrived after the press, is no longer marked.
  const errors: DetailsStepErrors =
    attempt > 0 ? detailsStepErrors(state, { classOrder }) : NO_ERRORS;
  const summary = useRef<HTMLDivElement>(null);
  const shippingError = useRef<HTMLParagraphElement>(null);

  function next() {
    const found = detailsStepErrors(state, { classOrder });
    if (!found.message) dispatch({ type: 'goToStage', stage: 3 });
    else setAttempt((count) => count + 1);
  }

  // Issue 12, point 10: the error is brought into view and focus moves to it: the summary at
  // the top of the step (Tab then reaches the first field), the email field with its message
  // under it, or the shipping options' message.
  useEffect(() => {
    if (attempt === 0) return;
    if (errors.at === 'email') {
      const email = document.getElementById(`${id}-email`);
      revealError(email?.parentElement ?? null, email);
    } else if (errors.at === 'shipping') revealError(shippingError.current);
    else if (errors.at === 'step') revealError(summary.current);
    // Only a new attempt reveals; typing afterwards must not pull the screen back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const summaryId = `${id}-summary`;
  const feedback: FieldFeedback = {
    invalid: errors.fields,
    messages: errors.at === 'email' && errors.message ? { email: errors.message } : {},
    summaryId: errors.at === 'step' ? summaryId : undefined,
  };
  const fieldProps = { id, address: state.address, feedback, dispatch };

  return (
    <div className={styles.step}>
      <div
        ref={summary}
        id={summaryId}
        className={errors.at === 'step' ? styles.stepAlert : undefined}
        role="alert"
        tabIndex={-1}
      >
        {errors.at === 'step' ? errors.message : null}
      </div>
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
          <p ref={shippingError} className={styles.error} role="alert" tabIndex={-1}>
            {errors.at === 'shipping' ? errors.message : null}
          </p>
        </>
      )}
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
