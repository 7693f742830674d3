import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, type AdminSearchAnswer } from '@common/schemas/admin';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/search?q= : schools, teachers and students matching `q` (staff only). */
export const searchAccounts = (q: string) => fetchJson<AdminSearchAnswer>(ADMIN_API.search(q));

export const searchAccountsQuery = (q: string) =>
  queryOptions({ queryKey: ADMIN_KEYS.search(q), queryFn: () => searchAccounts(q) });

/**
 * The results for the last search asked (`q` null before the first); the previous results
 * stay on screen while the next ones load.
 */
export const useSearchAccounts = (q: string | null) =>
  useQuery({
    ...searchAccountsQuery(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
