import { useId, type Dispatch } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { dollarsToCents, formatUsd } from '@common/store/pricing';
import { Button } from '~/components/ui/Button';
import type { CheckoutAction } from '../state/checkout-state';
import type { ShippingOptionsState } from '../api/get-shipping-options';
import styles from './Store.module.css';
import { STORE_MESSAGES } from '@common/store/messages';

const COPY = STORE_COPY.details;

/** The options for the country and copies: 'Loading shipping options' while they load. */
export function ShippingOptions({
  shipping,
  selectedId,
  dispatch,
}: {
  shipping: ShippingOptionsState;
  selectedId: string | null;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const id = useId();
  const { options, failed, retry } = shipping;
  return (
    <fieldset className={styles.fieldset} aria-busy={options === null && !failed}>
      <legend className={styles.stepTitle}>{COPY.shippingOptions}</legend>
      {failed ? (
        <div className={styles.failed} role="alert">
          <p>{STORE_COPY.payment.orderFailed}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {STORE_COPY.payment.retry}
          </Button>
        </div>
      ) : options === null ? (
        <p className={styles.hint} role="status">
          {STORE_MESSAGES.loadingShipping}
        </p>
      ) : options.length === 0 ? (
        <p className={styles.hint}>{COPY.noOptions}</p>
      ) : (
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="radio"
                name={`${id}-shipping`}
                value={option.id}
                checked={selectedId === option.id}
                onChange={() => dispatch({ type: 'selectShipping', optionId: option.id })}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{option.name}</span>
                <span className={styles.optionNote}>
                  {option.estimated} · {option.tracking === 'yes' ? COPY.tracked : COPY.untracked}
                </span>
              </span>
              <span className={styles.optionPrice}>{formatUsd(dollarsToCents(option.price))}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
