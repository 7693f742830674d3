import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_DESK_API, type DeskSearchAnswer } from '@common/schemas/staff-desk';
import { fetchJson } from '~/lib/api';
import { DESK_KEYS } from './desk-keys';

/** GET /api/staff-desk/orders?… : one page of the desk (`params` is the page's query string). */
export const searchDeskOrders = (params: string) =>
  fetchJson<DeskSearchAnswer>(`${STAFF_DESK_API.search}?${params}`);

export const deskSearchQuery = (params: string) =>
  queryOptions({
    queryKey: DESK_KEYS.search(params),
    queryFn: () => searchDeskOrders(params),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useDeskSearch = (params: string) => useQuery(deskSearchQuery(params));
