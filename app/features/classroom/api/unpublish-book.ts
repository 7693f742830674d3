import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHING_API } from '@common/schemas/publishing';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

/** The book leaves the store (back to a draft). */
export const unpublishBook = async (bookId: string) =>
  unwrap(await apiPost<unknown>(PUBLISHING_API.unpublish(bookId)));

export function useUnpublishBook(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classroomKeys.books(classId) }),
  });
}
