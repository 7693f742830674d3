import type { Dispatch } from 'react';
import { STORE_COPY } from '@common/copy/store';
import { COUNTRY_OPTIONS, UNITED_STATES, US_STATE_OPTIONS } from '@common/store/countries';
import { InputField, SelectField } from '~/components/ui/FormField';
import type { CheckoutAction, CheckoutAddress } from '../state/checkout-state';
import styles from './Store.module.css';

const COPY = STORE_COPY.details;
type TextField = Exclude<keyof CheckoutAddress, 'country_code' | 'state_code'>;
type AddressField = keyof CheckoutAddress;

/**
 * How step 2 shows its errors (issue 12, point 10): the fields to mark, a message under a
 * field ('Email is invalid' under the email), and the step's summary that marked fields
 * point to. A field's control has the id `${id}-${field}`, by which the step focuses it.
 */
export interface FieldFeedback {
  invalid: readonly AddressField[];
  messages?: Partial<Record<AddressField, string>>;
  summaryId?: string;
}

const feedbackProps = (field: AddressField, feedback: FieldFeedback) => ({
  invalid: feedback.invalid.includes(field),
  error: feedback.messages?.[field] ?? null,
  describedBy: feedback.summaryId,
});

/** One labelled input of step 2; an invalid one gets the error border (SPEC §5). */
function Field({
  id,
  field,
  label,
  address,
  feedback,
  dispatch,
  type,
  autoComplete,
}: {
  id: string;
  field: TextField;
  label: string;
  address: CheckoutAddress;
  feedback: FieldFeedback;
  dispatch: Dispatch<CheckoutAction>;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
}) {
  return (
    <InputField
      id={`${id}-${field}`}
      name={field}
      type={type}
      label={label}
      value={address[field]}
      autoComplete={autoComplete}
      {...feedbackProps(field, feedback)}
      onChange={(value) => dispatch({ type: 'setAddressField', field, value })}
    />
  );
}

/** 'Your details': first name, last name, email and the optional telephone. */
export function DetailsFields(props: {
  id: string;
  address: CheckoutAddress;
  feedback: FieldFeedback;
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
  feedback: FieldFeedback;
  dispatch: Dispatch<CheckoutAction>;
}) {
  const { id, address, feedback, dispatch } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.stepTitle}>{COPY.address}</legend>
      <div className={styles.grid}>
        <Field {...props} field="address_1" label={COPY.street1} autoComplete="address-line1" />
        <Field {...props} field="address_2" label={COPY.street2} autoComplete="address-line2" />
        <Field {...props} field="city" label={COPY.city} autoComplete="address-level2" />
        <Field {...props} field="zip" label={COPY.zip} autoComplete="postal-code" />
        <SelectField
          id={`${id}-country`}
          label={COPY.country}
          value={address.country_code}
          options={COUNTRY_OPTIONS}
          autoComplete="country"
          {...feedbackProps('country_code', feedback)}
          onChange={(countryCode) => dispatch({ type: 'setCountry', countryCode })}
        />
        {address.country_code === UNITED_STATES && (
          <SelectField
            id={`${id}-state`}
            label={COPY.state}
            value={address.state_code}
            options={US_STATE_OPTIONS}
            placeholder={COPY.chooseState}
            autoComplete="address-level1"
            {...feedbackProps('state_code', feedback)}
            onChange={(value) => dispatch({ type: 'setAddressField', field: 'state_code', value })}
          />
        )}
      </div>
    </fieldset>
  );
}
