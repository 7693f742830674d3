import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHING_API, type CreateBookInput } from '@common/schemas/publishing';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

export const createBook = async (classId: string, input: CreateBookInput) =>
  unwrap(await apiPost<{ id: string }>(PUBLISHING_API.classBooks(classId), input));

export function useCreateBook(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookInput) => createBook(classId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classroomKeys.books(classId) }),
  });
}
