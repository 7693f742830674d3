import styles from './Form.module.css';

/**
 * Student Google sign-in (SPEC §2.5). Google sign-in is not configured yet: without a client
 * id this renders nothing, and neither does its 'Or' separator. When the server offers
 * student_google_login, this loads Google's widget for the given client id.
 */
export function GoogleSignInButton({ clientId, orLabel }: { clientId?: string; orLabel: string }) {
  if (!clientId) return null;
  return (
    <>
      <div data-testid="google-sign-in" data-client-id={clientId} />
      <p className={styles.separator}>{orLabel}</p>
    </>
  );
}
