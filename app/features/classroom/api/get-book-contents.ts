import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PUBLISHING_API,
  type BookContentsAnswer,
  type BookContentsQuery,
} from '@common/schemas/publishing';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

/** What a book of these choices would hold (the server decides; this only reads it). */
export const getBookContents = async (classId: string, query: BookContentsQuery) =>
  unwrap(await apiPost<BookContentsAnswer>(PUBLISHING_API.bookContents(classId), query));

export function useBookContents(classId: string, query: BookContentsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...classroomKeys.books(classId), 'contents', query],
    queryFn: () => getBookContents(classId, query),
    enabled,
    // The list stays on screen while a changed choice is checked again.
    placeholderData: keepPreviousData,
  });
}
