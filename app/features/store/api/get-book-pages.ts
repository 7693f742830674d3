import { useQuery } from '@tanstack/react-query';
import { BOOK_PAGES_API, type BookPages } from '@common/schemas/publishing';
import { fetchJson } from '~/lib/api';
import { STORE_KEYS } from './keys';

/** GET /api/store/books/:code/pages: the page counts of the Standard and Premium copies. */
export const getBookPages = (code: string) => fetchJson<BookPages>(BOOK_PAGES_API(code));

export const useBookPages = (code: string) =>
  useQuery({
    queryKey: [...STORE_KEYS.book(code), 'pages'],
    queryFn: () => getBookPages(code),
    staleTime: 5 * 60_000,
  });
