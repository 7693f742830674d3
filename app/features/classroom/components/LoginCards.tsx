import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { loginCodeExpiry } from '@common/copy/login-codes';
import { PATHS } from '@common/routes';
import type { CreatedStudent } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.students;

/** New login codes, shown this once, as cards to print and hand out. */
export function LoginCards({ students }: { students: CreatedStudent[] }) {
  const signInAddress =
    typeof window === 'undefined'
      ? PATHS.studentSignIn
      : `${window.location.origin}${PATHS.studentSignIn}`;
  return (
    <section className={styles.panel} aria-labelledby="login-codes-title" data-testid="login-cards">
      <h3 id="login-codes-title" className={styles.sectionTitle}>
        {COPY.codesTitle}
      </h3>
      <p className={styles.muted}>{COPY.codesNote}</p>
      <ul className={styles.loginCards}>
        {students.map((student) => (
          <li key={student.id} className={styles.loginCard}>
            <strong>
              {student.firstName} {student.lastName}
            </strong>
            <dl>
              <dt>{COPY.cardSignIn}</dt>
              <dd>{signInAddress}</dd>
              <dt>{COPY.cardUsername}</dt>
              <dd>{student.username}</dd>
              <dt>{COPY.cardCode}</dt>
              <dd className={styles.code} data-testid="login-code">
                {student.loginCode}
              </dd>
            </dl>
            {student.loginCodeExpiresAt && (
              <p className={styles.muted} data-testid="login-code-expiry">
                {loginCodeExpiry(student.loginCodeExpiresAt)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => window.print()}>
        {COPY.print}
      </Button>
    </section>
  );
}
