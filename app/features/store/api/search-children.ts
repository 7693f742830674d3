import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentSearchResult } from '@common/schemas/store';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

/** GET /api/store/students_search?code=&q= : the book's children whose names start so. */
export const searchChildren = (code: string, q: string) =>
  fetchJson<StudentSearchResult[]>(STORE_API.studentsSearch(code, q));

export const childrenSearchQuery = (code: string, q: string) =>
  queryOptions({
    queryKey: STORE_KEYS.children(code, q),
    queryFn: () => searchChildren(code, q),
    // The server counts searches that find nobody against the buyer: no retries on its behalf.
    retry: false,
  });

export const useChildrenSearch = (code: string, q: string, enabled: boolean) =>
  useQuery({ ...childrenSearchQuery(code, q), enabled });
