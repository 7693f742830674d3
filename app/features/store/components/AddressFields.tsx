import type { Dispatch } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { COUNTRIES, UNITED_STATES, US_STATES } from '@common/store/countries';
import type { CheckoutAction, CheckoutAddress } from '../state/checkout-state';
import styles from './Store.module.css';

const COPY = STORE_COPY.details;
type TextField = Exclude<keyof CheckoutAddress, 'country_code' | 'state_code'>;

/** One labelled input of step 2; an invalid one gets the error border (SPEC §5). */
function Field({
  id,
  field,
  label,
  address,
  invalid,
  dispatch,
  type = 'text',
  autoComplete,
}: {
  id: string;
  field: TextField;
  label: string;
  address: CheckoutAddress;
  invalid: readonly (keyof CheckoutAddress)[];
  dispatch: Dispatch<CheckoutAction>;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        className={styles.input}
        value={address[field]}
        autoComplete={autoComplete}
        aria-invalid={invalid.includes(field) || undefined}
        onChange={(event) =>
          dispatch({ type: 'setAddressField', field, value: event.target.value })
        }
      />
    </div>
  );
}

/** 'Your details': first name, last name, email and the optional telephone. */
export function DetailsFields(props: {
  id: string;
  address: CheckoutAddress;
  invalid: readonly (keyof CheckoutAddress)[];
  dispatch: Dispatch<CheckoutAction>;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.stepTitle}>{COPY.yourDetails}</legend>
      <div className={styles.grid}>
        <Field {...props} field="firstName" label={COPY.firstName} autoComplete="given-name" />
        <Field {...props} field="lastName" label={COPY.lastName} autoComplete="family-name" />
        <Field {...props} field="email" label={COPY.email} type="email" autoComplete="email" />
        <Field {...props} field="telephone" label={COPY.telephone} type="tel" autoComplete="tel" />
      </div>
    </fieldset>
  );
}

/** The shipping address: the state dropdown only for the United States (SPEC §2.7). */
export function AddressFields(props: {
  id: string;
  address: CheckoutAddress;
  invalid: readonly (keyof CheckoutAddress)[];
  dispatch: Dispatch<CheckoutAction>;
}) {
  const { id, address, invalid, dispatch } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.stepTitle}>{COPY.address}</legend>
      <div className={styles.grid}>
        <Field {...props} field="address_1" label={COPY.street1} autoComplete="address-line1" />
        <Field {...props} field="address_2" label={COPY.street2} autoComplete="address-line2" />
        <Field {...props} field="city" label={COPY.city} autoComplete="address-level2" />
        <Field {...props} field="zip" label={COPY.zip} autoComplete="postal-code" />
        <div className={styles.field}>
          <label htmlFor={`${id}-country`} className={styles.label}>
            {COPY.country}
          </label>
          <select
            id={`${id}-country`}
            className={styles.input}
            value={address.country_code}
            autoComplete="country"
            aria-invalid={invalid.includes('country_code') || undefined}
            onChange={(event) => dispatch({ type: 'setCountry', countryCode: event.target.value })}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        {address.country_code === UNITED_STATES && (
          <div className={styles.field}>
            <label htmlFor={`${id}-state`} className={styles.label}>
              {COPY.state}
            </label>
            <select
              id={`${id}-state`}
              className={styles.input}
              value={address.state_code}
              autoComplete="address-level1"
              aria-invalid={invalid.includes('state_code') || undefined}
              onChange={(event) =>
                dispatch({
                  type: 'setAddressField',
                  field: 'state_code',
                  value: event.target.value,
                })
              }
            >
              <option value="">{COPY.chooseState}</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </fieldset>
  );
}
