import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { GRADEBOOK_COPY as COPY, OVERVIEW_FRAME } from '@common/copy/overview';
import { classTabPath, PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useDashboard } from '../api/get-dashboard';
import styles from './Overview.module.css';

/**
 * /teacher/gradebook, the navigation's Gradebook: with one class it opens that class's
 * gradebook; with more the teacher chooses (archived classes left out, as on the dashboard).
 */
export function GradebookHome() {
  const navigate = useNavigate();
  const dashboard = useDashboard();
  const signingIn = useSignInWhenUnauthorized(dashboard.error, PATHS.teacherSignIn);
  const classes = dashboard.data?.classes;
  const only = classes?.length === 1 ? classes[0] : undefined;

  useEffect(() => {
    if (only) void navigate(classTabPath(only.id, 'gradebook'), { replace: true });
  }, [only, navigate]);

  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: OVERVIEW_FRAME.home }}
      area={OVERVIEW_FRAME.area}
      title={COPY.title}
      intro={classes && classes.length > 1 ? COPY.homeIntro : undefined}
    >
      {(dashboard.isPending || only) && <Skeleton label={COPY.classesLoading} lines={4} />}
      {dashboard.isError && !signingIn && (
        <LoadFailed message={COPY.classesFailed} onRetry={() => void dashboard.refetch()} />
      )}
      {classes?.length === 0 && (
        <EmptyState
          title={COPY.noClassesTitle}
          action={<ButtonLink href={PATHS.teacherClasses}>{COPY.createClass}</ButtonLink>}
        >
          {COPY.noClassesBody}
        </EmptyState>
      )}
      {classes && classes.length > 1 && (
        <ul className={styles.classList}>
          {classes.map((klass) => (
            <li key={klass.id} className={styles.card}>
              <Link to={classTabPath(klass.id, 'gradebook')} className={styles.cardTitle}>
                {klass.title}
              </Link>
              <ul className={styles.stats}>
                <li className={styles.stat}>{COPY.students(klass.studentCount)}</li>
                <li className={klass.toReview > 0 ? styles.statStrong : styles.stat}>
                  {COPY.toReview(klass.toReview)}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </AppShell>
  );
}
