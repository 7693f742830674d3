import { Link, NavLink, useOutletContext } from 'react-router';
import { ACCOUNT_PAGE } from '@common/academy/privacy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_APP_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_NOTIFICATION_MESSAGES } from '@common/academy/notifications-messages';
import { usePageDisclosure } from '~/components/layout/use-page-disclosure';
import { AcademyNotificationBell } from '@academy/features/notifications/AcademyNotificationBell';
import { AcademyBar, academyBarLink } from '@academy/features/site/AcademyBar';
import styles from './AcademyAppHeader.module.css';

export interface AcademyShellAccount {
  id: string;
  role: 'instructor' | 'participant';
  firstName: string;
  lastName: string;
  email: string;
}

/** The signed-in account, for the pages inside the signed-in layout (its Outlet context). */
export const useShellAccount = () => useOutletContext<AcademyShellAccount>();

/**
 * The bar of the Academy's signed-in pages: its name, Teaching (instructors) and My courses,
 * the bell and the account menu with the account page and Log out. On a phone the bell and
 * the menu stay beside the name and the links take the row below.
 */
export function AcademyAppHeader({ account }: { account: AcademyShellAccount }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${academyBarLink} ${styles.active}` : academyBarLink;
  return (
    <AcademyBar>
      <nav aria-label="Main" className={styles.nav}>
        {account.role === 'instructor' && (
          <NavLink to={ACADEMY_PATHS.instructorArea} className={navClass}>
            {COPY.teaching}
          </NavLink>
        )}
        <NavLink to={ACADEMY_PATHS.participantArea} className={navClass}>
          {COPY.learning}
        </NavLink>
      </nav>
      <div className={styles.actions}>
        <AcademyNotificationBell account={account} />
        <AccountMenu name={name} email={account.email} />
      </div>
    </AcademyBar>
  );
}

/** Who is signed in, and Log out: a disclosure that Escape or a click elsewhere closes. */
function AccountMenu({ name, email }: { name: string; email: string }) {
  const { open, setOpen, panelId, root, button } = usePageDisclosure();
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={COPY.accountMenu(name)}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.initials} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.accountName}>{name}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.who}>
          <strong>{name}</strong>
          <span>{email}</span>
        </p>
        <Link to={ACADEMY_PATHS.account} className={styles.panelLink}>
          {ACCOUNT_PAGE.menuLink}
        </Link>
        <Link to={ACADEMY_PATHS.notificationSettings} className={styles.panelLink}>
          {ACADEMY_NOTIFICATION_MESSAGES.settingsLink}
        </Link>
        <Link to={ACADEMY_PATHS.logout} className={styles.panelLink}>
          {COPY.logOut}
        </Link>
      </div>
    </div>
  );
}
