import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useOutletContext } from 'react-router';
import { ACCOUNT_PAGE } from '@common/academy/privacy-messages';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { ACADEMY_NAME } from '@common/copy/academy';
import { ACADEMY_APP_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_NOTIFICATION_MESSAGES } from '@common/academy/notifications-messages';
import { Logo } from '~/components/ui/Logo';
import { AcademyNotificationBell } from '@academy/features/notifications/AcademyNotificationBell';
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
 * and the account menu with the account page and Log out. On a phone the links wrap under the name.
 */
export function AcademyAppHeader({ account }: { account: AcademyShellAccount }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={ACADEMY_PATHS.home} className={styles.brand} aria-label={`${ACADEMY_NAME} home`}>
          <Logo />
          <span className={styles.tag} aria-hidden="true">
            {COPY.nav}
          </span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {account.role === 'instructor' && (
            <NavLink to={ACADEMY_PATHS.instructorArea} className={navClass}>
              {COPY.teaching}
            </NavLink>
          )}
          <NavLink to={ACADEMY_PATHS.participantArea} className={navClass}>
            {COPY.learning}
          </NavLink>
          <AcademyNotificationBell account={account} />
          <AccountMenu name={name} email={account.email} />
        </nav>
      </div>
    </header>
  );
}

/** Who is signed in, and Log out: a disclosure that Escape or a click elsewhere closes. */
function AccountMenu({ name, email }: { name: string; email: string }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
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
        onClick={() => setOpenOn(open ? null : pathname)}
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
