import type { QueryClient } from '@tanstack/react-query';
import type { StaffOrder } from '@common/store/order-views';
import type { ApiResult } from '~/lib/api';
import { STAFF_KEYS } from './keys';

/** What the desk's moves answer: the order as it is now, or the errors that refused it. */
export type StaffOrderAnswer = { order: StaffOrder } & { errors?: Record<string, string> };

/**
 * After an order moved to its next status: it leaves the tab it was listed in at once, and
 * every tab is fetched again when next shown.
 */
export function orderMoved(queryClient: QueryClient, { ok, body }: ApiResult<StaffOrderAnswer>) {
  if (!ok) return;
  queryClient.setQueriesData<StaffOrder[]>({ queryKey: STAFF_KEYS.all }, (orders) =>
    orders?.filter((order) => order.id !== body.order.id),
  );
  void queryClient.invalidateQueries({ queryKey: STAFF_KEYS.all });
}
