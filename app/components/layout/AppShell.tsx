import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { APP_SHELL } from '@common/copy/app-shell';
import { Logo } from '~/components/ui/Logo';
import { NotificationBell } from '~/features/notifications';
import { overviewKeys } from '~/features/overview/api/keys';
import { AccountMenu } from './AccountMenu';
import { AREA_HOME } from './area-nav';
import { AreaNavLinks } from './AreaNavLinks';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { NavDrawer } from './NavDrawer';
import { useShellSession } from './shell-session';
import styles from './AppShell.module.css';

/**
 * What rings a teacher's bell (a hand-in, a revision, a reply, a join request) changes their
 * dashboard and class pages: open ones read again at once, not at their next poll.
 */
const TEACHER_LIVE_QUERIES = [overviewKeys.all] as const;

export interface AppShellProps {
  /** Where the logo leads when nobody is signed in; signed in, it leads to the role's home. */
  home?: { to: string; label: string };
  /** A small label in the bar when nobody is signed in, e.g. 'Your orders'. */
  area?: string;
  /** A link above the title, e.g. back to the list (pages without breadcrumbs). */
  back?: { to: string; label: string };
  /** Where a deep page sits: its parents; the title ends the trail. */
  breadcrumbs?: Crumb[];
  /** The page's heading; left out while the record it names is loading. */
  title?: ReactNode;
  intro?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in page (issue 11, point 1): a bar with the logo, the role's
 * navigation (a drawer below 1200 px) and the account menu, then the page's main landmark
 * with its breadcrumbs and heading. Signed out (an order link opened from an email), only
 * the logo. The bar, breadcrumbs and back link are left out of print (cards, books).
 */
export function AppShell({
  home,
  area,
  back,
  breadcrumbs,
  title,
  intro,
  actions,
  children,
}: AppShellProps) {
  const shell = useShellSession();
  const { pathname } = useLocation();
  // The page the drawer was opened on: following one of its links closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;
  const drawerId = useId();
  const logoLink = shell
    ? { to: AREA_HOME[shell.area], label: APP_SHELL.homeLink }
    : (home ?? null);

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          {shell && (
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              onClick={() => setDrawerOpenOn(pathname)}
            >
              <span className={styles.menuIcon} aria-hidden="true" />
              <span className="visually-hidden">{APP_SHELL.openMenu}</span>
            </button>
          )}
          {logoLink ? (
            <Link to={logoLink.to} className={styles.brand} aria-label={logoLink.label}>
              <Logo />
            </Link>
          ) : (
            <Logo />
          )}
          {shell ? (
            <>
              <AreaNavLinks account={shell.session.account} className={styles.nav} />
              <div className={styles.barEnd}>
                <NotificationBell
                  area={shell.area}
                  alsoRefresh={shell.area === 'teacher' ? TEACHER_LIVE_QUERIES : undefined}
                />
                <AccountMenu shell={shell} />
              </div>
            </>
          ) : (
            area && <span className={styles.barLabel}>{area}</span>
          )}
        </div>
      </header>
      {shell?.session.impersonating && (
        <p className={styles.impersonating} role="note">
          {APP_SHELL.impersonating}
        </p>
      )}
      {shell && (
        <NavDrawer
          shell={shell}
          id={drawerId}
          open={drawerOpen}
          onClose={() => setDrawerOpenOn(null)}
        />
      )}
      <main id="main" className={`container ${styles.main}`} tabIndex={-1}>
        {breadcrumbs ? (
          <Breadcrumbs
            trail={breadcrumbs}
            current={typeof title === 'string' ? title : undefined}
          />
        ) : (
          back && (
            <Link to={back.to} className={styles.back}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          )
        )}
        {title !== undefined && (
          <div className={styles.heading}>
            <div className={styles.headingText}>
              <h1 className={styles.title}>{title}</h1>
              {intro && <p className={styles.intro}>{intro}</p>}
            </div>
            {actions && <div className={styles.headingActions}>{actions}</div>}
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
