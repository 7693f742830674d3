import { Button } from '~/components/ui/Button';
import styles from './Form.module.css';

/** The form's submit button; while the call is under way it shows a spinner (SPEC §4). */
export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <>
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        aria-busy={pending}
        disabled={pending}
      >
        {pending && <span className={styles.spinner} aria-hidden="true" />}
        {children}
      </Button>
      <span role="status" className="visually-hidden">
        {pending ? 'Please wait…' : ''}
      </span>
    </>
  );
}
