import { PATHS } from '@common/routes';
import { AppShell, type AppShellProps } from '~/components/layout/AppShell';
import { ORDERS_COPY as COPY } from '../utils/copy';
import { Skeleton } from '~/components/ui/Skeleton';

/** The frame of the order pages: the app shell, its logo back to the bookstore. */
export function OrdersShell(props: Pick<AppShellProps, 'title' | 'intro' | 'children'>) {
  return (
    <AppShell home={{ to: PATHS.store, label: COPY.backToStore }} area={COPY.area} {...props} />
  );
}

/** A placeholder while orders load, announced politely. */
export function Loading({ label }: { label: string }) {
  return <Skeleton label={label} lines={4} />;
}
