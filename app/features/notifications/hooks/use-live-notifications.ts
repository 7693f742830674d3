import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { openLiveStream } from '~/lib/live-stream';
import type { NotificationSource } from '../api/source';

/** No other queries; `alsoRefresh` is a constant of the caller, so the stream opens once. */
const NO_OTHER_QUERIES: readonly QueryKey[] = [];

/**
 * Keeps the account's notifications fresh while a page is open: the server's stream says when
 * one arrives (a pointer, no data) and the lists are read again. `ready` (sent on each
 * connection, so also after a reconnect) re-reads too, in case one arrived while disconnected.
 * `alsoRefresh`: other pages' queries that what rings the bell changes (a teacher's dashboard
 * and class pages), read again at once instead of at their next poll.
 */
export function useLiveNotifications(
  source: NotificationSource,
  accountId: string | undefined,
  alsoRefresh: readonly QueryKey[] = NO_OTHER_QUERIES,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId) return;
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: source.key });
    return openLiveStream(source.live(accountId), {
      // Only a new notification re-reads the other pages' queries: `ready` comes on every page
      // load, when they have just been read.
      notification: () => {
        refreshList();
        for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
      },
      ready: refreshList,
    });
  }, [source, accountId, queryClient, alsoRefresh]);
}
