import type { ReactNode } from 'react';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import type { Paged } from '@common/schemas/admin-desk';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';

/**
 * A paged desk list's states, the same on every list: loading, failed (with a retry, or the
 * server's reason), empty (the caller's words and way forward), or the page itself. A page
 * already on screen stays there when a later load fails, with the failure above it.
 */
export function ListStates<Page extends Paged<unknown>>({
  what,
  query,
  refused,
  empty,
  children,
}: {
  /** The list's name, for "Loading …" and "… could not be loaded." */
  what: string;
  query: { data?: Page | undefined; isError: boolean; refetch: () => unknown };
  /** The server's reason for refusing the request, which a retry would not change. */
  refused?: string | undefined;
  empty: ReactNode;
  children: (page: Page) => ReactNode;
}) {
  const data = query.data;
  const failed = query.isError ? (
    <LoadFailed
      message={refused ?? ADMIN_DESK.loadFailed(what)}
      onRetry={refused ? undefined : () => void query.refetch()}
    />
  ) : null;
  if (!data) return failed ?? <Skeleton label={ADMIN_DESK.loading(what)} lines={6} />;
  return (
    <>
      {failed}
      {data.total === 0 ? empty : children(data)}
    </>
  );
}
