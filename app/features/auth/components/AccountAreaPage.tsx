import type { ReactNode } from 'react';
import type { AccountType } from '@common/schemas/auth';
import { ACCOUNT_AREA } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { useAreaSession } from '~/lib/session';
import styles from './AccountArea.module.css';
import { LinkedStudents } from './LinkedStudents';
import { StatusScreen } from './StatusScreen';

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
 * 'Log in as'. The area's layout route has already checked that this account is signed in
 * (app/routes/area/layout.tsx).
 */
export function AccountAreaPage({ area, children }: { area: AccountType; children?: ReactNode }) {
  const { account, impersonating } = useAreaSession();
  const type = account.isPlatformAdmin
    ? ACCOUNT_AREA.types.admin
    : ACCOUNT_AREA.types[account.type];
  return (
    <StatusScreen title={ACCOUNT_AREA.titles[area]}>
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
