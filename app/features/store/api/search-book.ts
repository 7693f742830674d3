import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BookDetails } from '@common/schemas/store';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';
import { STORE_API } from './paths';

/** GET /api/store/search_activity?code= : the book a code opens (404 none, 429 too many tries). */
export const searchBook = (code: string) => fetchJson<BookDetails>(STORE_API.searchActivity(code));

export const bookQuery = (code: string) =>
  queryOptions({
    queryKey: STORE_KEYS.book(code),
    queryFn: () => searchBook(code),
    // The server counts failed look-ups against the buyer: a retry would spend their tries.
    retry: false,
  });

/** Looks a code up when the buyer asks (Enter or 'Purchase now'): the book, or an ApiError. */
export function useFindBook() {
  const queryClient = useQueryClient();
  return useCallback((code: string) => queryClient.fetchQuery(bookQuery(code)), [queryClient]);
}
