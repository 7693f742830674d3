import { Link, useLocation } from 'react-router';
import { APP_SHELL } from '@common/copy/app-shell';
import type { SessionAccount } from '~/lib/session';
import { isCurrentSection, navItemsFor } from './area-nav';

/** The role's persistent navigation; the current section is marked for every reader. */
export function AreaNavLinks({
  account,
  className,
}: {
  account: SessionAccount;
  className?: string;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={APP_SHELL.navLabel} className={className}>
      <ul>
        {navItemsFor(account).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={
                pathname === item.to ? 'page' : isCurrentSection(item, pathname) || undefined
              }
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
