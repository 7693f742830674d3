import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API } from '@common/schemas/classroom';
import { apiDelete, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

/** `deleted`: the student was left in no class, with no parent, and was deleted. */
export const removeStudent = async (classId: string, studentId: string) =>
  unwrap(
    await apiDelete<{ removed: true; deleted: boolean }>(CLASSROOM_API.student(classId, studentId)),
  );

export function useRemoveStudent(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => removeStudent(classId, studentId),
    // Not awaited: the asking dialog closes on the answer, then the student's row leaves.
    onSuccess: () => void invalidateRoster(queryClient, classId),
  });
}
