import { PATHS } from '@common/routes';
import { AppShell, type AppShellProps } from '~/components/layout/AppShell';
import { ORDERS_COPY as COPY } from '../utils/copy';
import styles from './Orders.module.css';

/** The frame of the order pages: the app shell, its logo back to the bookstore. */
export function OrdersShell(props: Pick<AppShellProps, 'title' | 'intro' | 'children'>) {
  return (
    <AppShell home={{ to: PATHS.store, label: COPY.backToStore }} area={COPY.area} {...props} />
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      {label}
    </p>
  );
}
