import { useId } from 'react';
import {
  NOTIFICATION_EMAIL_PREFERENCES,
  type NotificationEmailPreference,
} from '@common/notifications/kinds';
import { NOTIFICATIONS_COPY as COPY } from '@common/copy/notifications';
import styles from './Account.module.css';

/** Immediate / daily digest / off, as radio buttons with what each means. */
export function EmailPreferenceField({
  value,
  onChange,
  busy,
  intro,
}: {
  value: NotificationEmailPreference;
  onChange: (value: NotificationEmailPreference) => void;
  /** A save is on its way: the choice stays visible, and another waits until it is done. */
  busy?: boolean;
  intro: string;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} aria-busy={busy}>
      <legend className={styles.legend}>{COPY.account.emailTitle}</legend>
      <p className={styles.hint}>{intro}</p>
      <div className={styles.choices}>
        {NOTIFICATION_EMAIL_PREFERENCES.map((preference) => {
          const id = `${name}-${preference}`;
          const { label, hint } = COPY.account.preferences[preference];
          return (
            <div key={preference} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={name}
                value={preference}
                checked={value === preference}
                aria-describedby={`${id}-hint`}
                onChange={() => {
                  if (!busy) onChange(preference);
                }}
              />
              <label htmlFor={id}>
                <span className={styles.choiceLabel}>{label}</span>
                <span id={`${id}-hint`} className={styles.choiceHint}>
                  {hint}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
