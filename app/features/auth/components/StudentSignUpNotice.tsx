import { STUDENT_SIGNUP } from '@common/copy/auth';
import { ButtonLink } from '~/components/ui/Button';
import styles from './Form.module.css';

/**
 * SPEC §5: students cannot sign up without an administrating adult. Without a valid class
 * invitation code, the student sign-up page explains how to get in.
 */
export function StudentSignUpNotice({ signInHref }: { signInHref: string }) {
  return (
    <div className={styles.form} data-testid="student-signup-notice">
      <p>{STUDENT_SIGNUP.body}</p>
      <p>{STUDENT_SIGNUP.howTo}</p>
      <ButtonLink href={signInHref} size="lg" className={styles.submit}>
        {STUDENT_SIGNUP.signInLink}
      </ButtonLink>
    </div>
  );
}
