import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { NotificationList } from '@common/schemas/notifications';
import { fetchJson } from '~/lib/api';
import type { NotificationSource } from './source';

/** GET the source's list: a page of the account's notifications and the unread count. */
export const getNotifications = (source: NotificationSource, cursor?: string) =>
  fetchJson<NotificationList>(
    `${source.list}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** The newest page: what the bell shows, with the unread count. */
export const latestNotificationsQuery = (source: NotificationSource) =>
  queryOptions({
    queryKey: [...source.key, 'latest'],
    queryFn: () => getNotifications(source),
  });

export const useLatestNotifications = (source: NotificationSource) =>
  useQuery(latestNotificationsQuery(source));

/** Every page, for the notifications page ("Show older notifications"). */
export const notificationPagesQuery = (source: NotificationSource) =>
  infiniteQueryOptions({
    queryKey: [...source.key, 'pages'],
    queryFn: ({ pageParam }) => getNotifications(source, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotificationPages = (source: NotificationSource) =>
  useInfiniteQuery(notificationPagesQuery(source));
