import styles from './CardPaymentField.module.css';

/** The card provider's text, as given, under the field; announced when it appears. */
export function CardFieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert" data-testid="card-payment-error">
      {message}
    </p>
  );
}
