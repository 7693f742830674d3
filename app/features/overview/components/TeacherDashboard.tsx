import type { ReactNode } from 'react';
import { DASHBOARD_COPY as COPY, OVERVIEW_FRAME } from '@common/copy/overview';
import { PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useAreaSession } from '~/lib/session';
import { useDashboard } from '../api/get-dashboard';
import { ClassCards } from './ClassCards';
import { RecentActivity } from './RecentActivity';
import { ReviewQueue } from './ReviewQueue';
import { UpcomingDue } from './UpcomingDue';
import styles from './Overview.module.css';

/**
 * /teacher: where a teacher starts the day (issue 11, point 4). Their classes with what needs
 * them, the To review queue across all of them, what is due soon and what just happened.
 */
/** `banner`: a notice above the page (the billing banner, composed by the route). */
export function TeacherDashboard({ banner }: { banner?: ReactNode } = {}) {
  const { account } = useAreaSession();
  const dashboard = useDashboard();
  const signingIn = useSignInWhenUnauthorized(dashboard.error, PATHS.teacherSignIn);

  return (
    <AppShell
      home={{ to: PATHS.teacherArea, label: OVERVIEW_FRAME.home }}
      area={OVERVIEW_FRAME.area}
      title={COPY.title}
      intro={`${COPY.greeting(account.firstName)}. ${COPY.intro}`}
    >
      {banner}
      {dashboard.isPending && <Skeleton label={COPY.loading} lines={6} />}
      {dashboard.isError && !signingIn && (
        <LoadFailed message={COPY.failed} onRetry={() => void dashboard.refetch()} />
      )}
      {dashboard.data && (
        <div className={styles.layout}>
          <ClassCards classes={dashboard.data.classes} />
          {dashboard.data.classes.length > 0 && (
            <div className={styles.columns}>
              <ReviewQueue items={dashboard.data.toReview} total={dashboard.data.toReviewTotal} />
              <div className={styles.layout}>
                <UpcomingDue items={dashboard.data.upcoming} />
                <RecentActivity items={dashboard.data.recent} />
              </div>
            </div>
          )}
        </div>
      )}
    </AppShell>
  );
}
