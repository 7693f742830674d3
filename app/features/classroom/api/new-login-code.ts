import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type LoginCodeAnswer } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

export const newLoginCode = async (classId: string, studentId: string) =>
  unwrap(await apiPost<LoginCodeAnswer>(CLASSROOM_API.loginCode(classId, studentId)));

/** A fresh login code for one student (the roster shows how they sign in). */
export function useNewLoginCode(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => newLoginCode(classId, studentId),
    onSuccess: () => invalidateRoster(queryClient, classId),
  });
}
