import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AccountType } from '@common/schemas/auth';
import { ACCOUNT_AREA, LOADING } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { fetchSession, type SessionState } from '~/lib/session';
import { AREA_PATHS, SIGN_IN_PATHS } from '../utils/accounts';
import styles from './AccountArea.module.css';
import { LinkedStudents } from './LinkedStudents';
import { LoadingMessage, StatusScreen } from './StatusScreen';

type SignedIn = Extract<SessionState, { status: 'signed-in' }>;

/** Links to the parts of the product this account can use (activities, orders, the staff desk). */
function AreaShortcuts({ area, isPlatformAdmin }: { area: AccountType; isPlatformAdmin: boolean }) {
  const { shortcuts } = ACCOUNT_AREA;
  const links = [
    area === 'teacher' && { href: PATHS.teacherActivities, label: shortcuts.activities },
    area !== 'student' && { href: PATHS.storeOrders, label: shortcuts.orders },
    isPlatformAdmin && { href: PATHS.staffOrders, label: shortcuts.staffOrders },
    isPlatformAdmin && { href: PATHS.admin, label: shortcuts.admin },
  ].filter((link) => link !== false);
  if (links.length === 0) return null;
  return (
    <nav aria-label={ACCOUNT_AREA.shortcutsLabel} className={styles.shortcuts}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The area each account lands in after sign-in (`url`): who is signed in, their account
 * type and Log out; teachers and parents also see their students or children, each with
 * 'Log in as'. Not signed in: the matching sign-in page. Another type of account: its
 * own area.
 */
export function AccountAreaPage({ area, children }: { area: AccountType; children?: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<SignedIn | null>(null);

  useEffect(() => {
    let active = true;
    void fetchSession({ student: area === 'student' }).then((state) => {
      if (!active) return;
      if (state.status === 'signed-out') {
        void navigate(SIGN_IN_PATHS[area], { replace: true });
      } else if (state.account.type !== area) {
        void navigate(AREA_PATHS[state.account.type], { replace: true });
      } else {
        setSession(state);
      }
    });
    return () => {
      active = false;
    };
  }, [area, navigate]);

  const title = ACCOUNT_AREA.titles[area];
  if (!session) {
    return (
      <StatusScreen title={title} titleHidden>
        <LoadingMessage text={LOADING} />
      </StatusScreen>
    );
  }
  const { account, impersonating } = session;
  const type = account.isPlatformAdmin
    ? ACCOUNT_AREA.types.admin
    : ACCOUNT_AREA.types[account.type];
  return (
    <StatusScreen title={title}>
      {impersonating && (
        <p className={styles.notice} role="note">
          {ACCOUNT_AREA.impersonating}
        </p>
      )}
      <dl className={styles.details}>
        <div>
          <dt>{ACCOUNT_AREA.signedInAs}</dt>
          <dd data-testid="area-name">
            {account.firstName} {account.lastName}
            {account.email && <span className={styles.email}>{account.email}</span>}
          </dd>
        </div>
        <div>
          <dt>{ACCOUNT_AREA.accountType}</dt>
          <dd data-testid="area-type">{type}</dd>
        </div>
      </dl>
      <AreaShortcuts area={area} isPlatformAdmin={account.isPlatformAdmin} />
      {children}
      {area !== 'student' && <LinkedStudents owner={area} />}
      <p className={styles.soon}>{ACCOUNT_AREA.comingSoon}</p>
      <ButtonLink
        href={area === 'student' ? PATHS.studentLogout : PATHS.logout}
        variant="secondary"
      >
        {ACCOUNT_AREA.logOut}
      </ButtonLink>
    </StatusScreen>
  );
}
