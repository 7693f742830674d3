import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHING_API } from '@common/schemas/publishing';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

/** The book goes on sale in the store, under its code. */
export const publishBook = async (bookId: string) =>
  unwrap(await apiPost<unknown>(PUBLISHING_API.publish(bookId)));

export function usePublishBook(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classroomKeys.books(classId) }),
  });
}
