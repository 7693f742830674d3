import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API } from '@common/schemas/privacy';
import { apiDelete, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

/** Deletes the student's account and writing for good (their administrator only). */
export const deleteStudentAccount = async (studentId: string) =>
  unwrap(await apiDelete<unknown>(PRIVACY_API.educatorDelete(studentId)));

export function useDeleteStudentAccount(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudentAccount,
    // Not awaited: the asking dialog closes on the answer, then the student's row leaves.
    onSuccess: () => void invalidateRoster(queryClient, classId),
  });
}
