import { Link } from 'react-router';
import { APP_SHELL } from '@common/copy/app-shell';
import styles from './AppShell.module.css';

export interface Crumb {
  to: string;
  label: string;
}

/** Where a deep page sits: its parents as links, then the page itself (not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  return (
    <nav aria-label={APP_SHELL.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
