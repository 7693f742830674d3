import { Link } from 'react-router';
import { APP_SHELL } from '@common/copy/app-shell';
import { BILLING_NAV_LABEL } from '@common/copy/billing-pages';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { accountPath, PATHS } from '@common/routes';
import { Avatar } from '~/components/ui/Avatar';
import { useWornLook } from '~/features/avatar/components/StudentAvatar';
import { ADMIN_LINKS } from './area-nav';
import type { ShellSession } from './shell-session';
import { usePageDisclosure } from './use-page-disclosure';
import styles from './AppShell.module.css';

export const signOutPath = (area: ShellSession['area']) =>
  area === 'student' ? PATHS.studentLogout : PATHS.logout;

export function accountTypeLabel({ session }: ShellSession): string {
  const { account } = session;
  return account.isPlatformAdmin ? ACCOUNT_AREA.types.admin : ACCOUNT_AREA.types[account.type];
}

const initialsOf = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

/**
 * Who is signed in, and their account links (profile, notification preferences, sign out):
 * a disclosure button in the bar. Escape or a click elsewhere closes it and returns focus.
 */
export function AccountMenu({ shell }: { shell: ShellSession }) {
  const { account } = shell.session;
  const { open, setOpen, panelId, root, button } = usePageDisclosure();
  const name = `${account.firstName} ${account.lastName}`;

  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={APP_SHELL.accountMenu(name)}
        onClick={() => setOpen(!open)}
      >
        {shell.area === 'student' ? (
          <WornAvatarBadge initials={initialsOf(account.firstName, account.lastName)} />
        ) : (
          <InitialsBadge initials={initialsOf(account.firstName, account.lastName)} />
        )}
        <span className={styles.accountName} aria-hidden="true">
          {account.firstName}
        </span>
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        <p className={styles.accountWho} data-testid="area-name">
          {name}
          {account.email && <span className={styles.accountEmail}>{account.email}</span>}
        </p>
        <p className={styles.accountType} data-testid="area-type">
          {accountTypeLabel(shell)}
        </p>
        <AccountLinks shell={shell} />
      </div>
    </div>
  );
}

function InitialsBadge({ initials }: { initials: string }) {
  return (
    <span className={styles.initials} aria-hidden="true">
      {initials}
    </span>
  );
}

/** A student's menu shows the avatar they wear (issue 11, point 13); initials until it loads. */
function WornAvatarBadge({ initials }: { initials: string }) {
  const look = useWornLook();
  if (!look) return <InitialsBadge initials={initials} />;
  return (
    <span className={styles.avatarBadge} data-testid="account-avatar">
      <Avatar look={look} size={34} />
    </span>
  );
}

/** The account's own pages and sign out; also listed in the phone drawer. */
export function AccountLinks({ shell }: { shell: ShellSession }) {
  const profile = accountPath(shell.area);
  return (
    <ul className={styles.accountLinks}>
      <li>
        <Link to={profile}>{APP_SHELL.profile}</Link>
      </li>
      {shell.area === 'teacher' && (
        <li>
          <Link to={PATHS.teacherBilling}>{BILLING_NAV_LABEL}</Link>
        </li>
      )}
      {shell.session.account.isPlatformAdmin &&
        ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      {shell.area !== 'student' && (
        <li>
          <Link to={`${profile}#notifications`}>{APP_SHELL.notificationPreferences}</Link>
        </li>
      )}
      <li>
        {/* A full page load: signing out clears every cached answer with the page. */}
        <a href={signOutPath(shell.area)}>{APP_SHELL.signOut}</a>
      </li>
    </ul>
  );
}
