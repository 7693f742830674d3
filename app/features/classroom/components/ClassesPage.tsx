import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classPagePath } from '@common/routes';
import { GRADE_LEVELS, type ClassSummary } from '@common/schemas/classroom';
import { AppShell } from '~/components/layout/AppShell';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useClasses } from '../api/get-classes';
import { useUpdateClass } from '../api/update-class';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import { firstAnswerError } from '../utils/form-errors';
import { CreateClassForm } from './CreateClassForm';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.dashboard;
const CREATE_ID = 'create-class';

const gradeLabel = (value: ClassSummary['gradeLevel']) =>
  GRADE_LEVELS.find((grade) => grade.value === value)?.label ?? null;

/**
 * /teacher/classes: every class the teacher teaches (own and co-taught) as cards, creating a
 * class, and the archived classes with Restore. `banner`: a notice above them (the billing
 * banner, composed by the route).
 */
export function ClassesPage({ banner }: { banner?: ReactNode } = {}) {
  const classes = useClasses();
  const active = (classes.data ?? []).filter((klass) => !klass.archivedAt);
  const archived = (classes.data ?? []).filter((klass) => klass.archivedAt);
  // Said here, not in the archived list: restoring the last one takes that list away.
  const [message, setMessage] = useState<string | null>(null);

  return (
    <AppShell
      title={COPY.title}
      actions={
        <ButtonLink href={`#${CREATE_ID}`} variant="secondary">
          {CLASSROOM_SCREENS.createClass.title}
        </ButtonLink>
      }
    >
      {banner}
      <p className={styles.success} role="status">
        {message}
      </p>
      <section className={styles.section} aria-label={COPY.title}>
        {classes.isPending ? (
          <Skeleton label={COPY.loading} lines={4} />
        ) : classes.isError ? (
          <LoadFailed message={COPY.failed} onRetry={() => void classes.refetch()} />
        ) : active.length === 0 ? (
          <EmptyState
            title={COPY.empty}
            action={
              <ButtonLink href={`#${CREATE_ID}`}>{CLASSROOM_SCREENS.createClass.title}</ButtonLink>
            }
          >
            {COPY.emptyNote}
          </EmptyState>
        ) : (
          <ul className={styles.cards}>
            {active.map((klass) => (
              <ClassCard key={klass.id} klass={klass} />
            ))}
          </ul>
        )}
      </section>
      <div id={CREATE_ID} className={styles.section}>
        <CreateClassForm />
      </div>
      {archived.length > 0 && <ArchivedClasses classes={archived} onRestored={setMessage} />}
    </AppShell>
  );
}

function ClassCard({ klass }: { klass: ClassSummary }) {
  return (
    <li className={styles.card} data-testid="class-card">
      <Link to={classPagePath(klass.id)} className={styles.cardTitle}>
        {klass.title}
      </Link>
      <span className={styles.muted}>
        {[gradeLabel(klass.gradeLevel), klass.subject].filter(Boolean).join(' · ')}
      </span>
      <span>{COPY.students(klass.studentCount)}</span>
      <span>
        {COPY.accessCode}: <span className={styles.code}>{klass.accessCode}</span>
      </span>
      {klass.role === 'co-teacher' && <span className={styles.muted}>{COPY.coTeaching}</span>}
      {klass.pendingJoinRequests > 0 && <span>{COPY.pending(klass.pendingJoinRequests)}</span>}
    </li>
  );
}

function ArchivedClasses({
  classes,
  onRestored,
}: {
  classes: ClassSummary[];
  onRestored: (message: string) => void;
}) {
  return (
    <section className={styles.section} aria-labelledby="archived-title">
      <h2 id="archived-title" className={styles.sectionTitle}>
        {COPY.archivedTitle}
      </h2>
      <p className={styles.muted}>{COPY.archivedNote}</p>
      <ul className={styles.list}>
        {classes.map((klass) => (
          <ArchivedClass key={klass.id} klass={klass} onRestored={onRestored} />
        ))}
      </ul>
    </section>
  );
}

function ArchivedClass({
  klass,
  onRestored,
}: {
  klass: ClassSummary;
  onRestored: (message: string) => void;
}) {
  const update = useUpdateClass(klass.id);
  const [error, setError] = useState<string | null>(null);
  // Restoring counts the class's students again: the plan may ask for its choice first.
  const offerPlanChoice = useOfferPlanChoice();
  async function restore() {
    setError(null);
    try {
      await update.mutateAsync({ archived: false });
      onRestored(COPY.restored(klass.title));
    } catch (failure) {
      if (!offerPlanChoice(failure, () => void restore())) {
        setError(firstAnswerError(failure, COPY.restoreFailed));
      }
    }
  }
  return (
    <li className={`${styles.panel} ${styles.archivedRow}`}>
      <span>
        <Link to={classPagePath(klass.id)} className={styles.cardTitle}>
          {klass.title}
        </Link>{' '}
        <span className={styles.muted}>· {COPY.students(klass.studentCount)}</span>
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={update.isPending}
        // mutateAsync: the row leaves the list once restored, and the answer must still be said.
        onClick={() => void restore()}
      >
        {COPY.restore(klass.title)}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
