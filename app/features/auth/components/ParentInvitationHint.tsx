import { Link } from 'react-router';
import { PARENT_INVITATION_HINT as COPY } from '@common/copy/family-home';
import { PATHS } from '@common/routes';
import styles from './ParentInvitationHint.module.css';

/**
 * Under the parent sign-in (issue 12, point 1): how a parent holding a teacher's invitation
 * code gets in. A disclosure, so it stays out of the way of a parent who simply signs in.
 */
export function ParentInvitationHint() {
  return (
    <details className={styles.hint}>
      <summary className={styles.summary}>{COPY.summary}</summary>
      <p className={styles.body}>{COPY.body}</p>
      <Link to={PATHS.parentSignUp}>{COPY.signUp}</Link>
    </details>
  );
}
