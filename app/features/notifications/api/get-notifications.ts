import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  NOTIFICATIONS_API,
  type NotificationAudience,
  type NotificationList,
} from '@common/schemas/notifications';
import { fetchJson } from '~/lib/api';
import { NOTIFICATION_KEYS } from './keys';

/** GET /api/notifications/:audience: a page of the account's notifications and the unread count. */
export const getNotifications = (audience: NotificationAudience, cursor?: string) =>
  fetchJson<NotificationList>(
    `${NOTIFICATIONS_API.list(audience)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** The newest page: what the bell shows, with the unread count. */
export const latestNotificationsQuery = (audience: NotificationAudience) =>
  queryOptions({
    queryKey: NOTIFICATION_KEYS.latest(audience),
    queryFn: () => getNotifications(audience),
  });

export const useLatestNotifications = (audience: NotificationAudience) =>
  useQuery(latestNotificationsQuery(audience));

/** Every page, for the notifications page ("Show older notifications"). */
export const notificationPagesQuery = (audience: NotificationAudience) =>
  infiniteQueryOptions({
    queryKey: NOTIFICATION_KEYS.pages(audience),
    queryFn: ({ pageParam }) => getNotifications(audience, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotificationPages = (audience: NotificationAudience) =>
  useInfiniteQuery(notificationPagesQuery(audience));
