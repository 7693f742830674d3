import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_API, type NotificationAudience } from '@common/schemas/notifications';
import { NOTIFICATION_KEYS } from '../api/keys';

/** How long to wait before opening the stream again after the browser gave up on it. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Keeps the account's notifications fresh while a page is open: the server's stream says when
 * one arrives (a pointer, no data) and the lists are read again. `ready` (sent on each
 * connection, so also after a reconnect) re-reads too, in case one arrived while disconnected.
 */
export function useLiveNotifications(
  audience: NotificationAudience,
  accountId: string | undefined,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!accountId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_KEYS.audience(audience) });
    const open = () => {
      source = new EventSource(NOTIFICATIONS_API.live(accountId));
      source.addEventListener('notification', refresh);
      source.addEventListener('ready', refresh);
      source.addEventListener('error', () => {
        // A refused stream (an error status) is not retried by the browser: try again later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [audience, accountId, queryClient]);
}
