import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { NotificationSource } from '../api/source';

/** No other queries; `alsoRefresh` is a constant of the caller, so the stream opens once. */
const NO_OTHER_QUERIES: readonly QueryKey[] = [];

/** How long to wait before opening the stream again after the browser gave up on it. */
const REOPEN_AFTER_MS = 5_000;

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
    if (!accountId || typeof EventSource === 'undefined') return;
    let stream: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: source.key });
    // Only a new notification re-reads the other pages' queries: `ready` comes on every page
    // load, when they have just been read.
    const onNotification = () => {
      refreshList();
      for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
    };
    const open = () => {
      stream = new EventSource(source.live(accountId));
      stream.addEventListener('notification', onNotification);
      stream.addEventListener('ready', refreshList);
      stream.addEventListener('error', () => {
        // A refused stream (an error status) is not retried by the browser: try again later.
        if (stream?.readyState === EventSource.CLOSED) {
          stream.close();
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      stream?.close();
    };
  }, [source, accountId, queryClient, alsoRefresh]);
}
