import { BILLING_PERIOD_LABELS } from '@common/copy/pages';
import { BILLING_PERIODS, type BillingPeriod } from '../utils/pricing';
import styles from './BillingToggle.module.css';

interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

/**
 * SPEC §4 pricing toggle: monthly or annual billing, as a native radio group styled as a
 * segmented control (arrow keys move between the two, Tab reaches the chosen one).
 */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <fieldset className={styles.toggle}>
      <legend className="visually-hidden">Billing period</legend>
      {BILLING_PERIODS.map((period) => (
        <label key={period} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name="billing-period"
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span className={styles.label}>{BILLING_PERIOD_LABELS[period]}</span>
        </label>
      ))}
    </fieldset>
  );
}
