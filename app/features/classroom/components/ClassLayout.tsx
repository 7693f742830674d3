import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { APP_SHELL } from '@common/copy/app-shell';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { CLASS_TABS, classTabPath, PATHS } from '@common/routes';
import { AppShell } from '~/components/layout/AppShell';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { statusOf } from '~/lib/api';
import { useAreaSession } from '~/lib/session';
import { useClass } from '../api/get-class';
import styles from './ClassLayout.module.css';

const COPY = CLASSROOM_SCREENS.classPage;

/**
 * /teacher/classes/:classId and its tabs (issue 11, point 5): the class's title and Access
 * Code, the tab strip Students · Activities · Gradebook · Books · Settings, and the tab's page
 * below. The area's session is handed on unchanged, so each tab still reads it with
 * useAreaSession(). The tabs read the class from the same (cached) query.
 */
export function ClassLayout() {
  const session = useAreaSession();
  const { classId = '' } = useParams();
  const navigate = useNavigate();
  const klass = useClass(classId);
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLElement>(null);
  // The area's layout checked the session on the way in; one that ended since is sent to
  // sign in again.
  const failed = klass.error ? statusOf(klass.error) : null;

  useEffect(() => {
    if (failed === 401) void navigate(PATHS.teacherSignIn, { replace: true });
  }, [failed, navigate]);

  // On a phone the strip scrolls: the active tab is brought into its view (never the page's).
  useEffect(() => {
    const strip = tabsRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    // The strip is positioned (ClassLayout.module.css): offsetLeft is measured from it.
    const left = active.offsetLeft;
    if (
      left < strip.scrollLeft ||
      left + active.offsetWidth > strip.scrollLeft + strip.clientWidth
    ) {
      strip.scrollLeft = left - (strip.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname, klass.data]);

  // A class sits under the teacher's Classes.
  const trail = [{ to: PATHS.teacherClasses, label: APP_SHELL.nav.teacher.classes }];

  if (klass.isPending || failed === 401) {
    return (
      <AppShell breadcrumbs={trail}>
        <Skeleton label={COPY.loading} lines={6} />
      </AppShell>
    );
  }
  if (failed === 404 || failed === 400) {
    return (
      <AppShell breadcrumbs={trail} title={COPY.notFound}>
        <EmptyState
          title={COPY.notFoundNote}
          action={
            <Link to={PATHS.teacherClasses} className={styles.link}>
              {COPY.back}
            </Link>
          }
        />
      </AppShell>
    );
  }
  if (!klass.data) {
    return (
      <AppShell breadcrumbs={trail}>
        <LoadFailed message={COPY.failed} onRetry={() => void klass.refetch()} />
      </AppShell>
    );
  }

  const { data } = klass;
  return (
    <AppShell
      breadcrumbs={trail}
      title={data.title}
      intro={
        <>
          {CLASSROOM_SCREENS.dashboard.accessCode}:{' '}
          <span className={styles.code} data-testid="access-code">
            {data.accessCode}
          </span>
          <span className={styles.muted}> · {COPY.accessCodeNote}</span>
        </>
      }
    >
      {data.archivedAt && (
        <p className={styles.archived} role="note">
          {COPY.archived}
        </p>
      )}
      <nav ref={tabsRef} className={styles.tabs} aria-label={COPY.tabsLabel}>
        <ul className={styles.tabList}>
          {CLASS_TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={classTabPath(classId, tab)}
                // The Students tab is the class page itself: active only there, not below it.
                end
                className={({ isActive }) =>
                  isActive ? `${styles.tab} ${styles.active}` : styles.tab
                }
              >
                {COPY.tabs[tab]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={session} />
    </AppShell>
  );
}
