import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type RemoveStudentAnswer } from '@common/schemas/classroom';
import { apiDelete, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

/** Takes the student out of the class; their account and work stay (Undo restores them). */
export const removeStudent = async (classId: string, studentId: string) =>
  unwrap(await apiDelete<RemoveStudentAnswer>(CLASSROOM_API.student(classId, studentId)));

/** Removes one student or several (the bulk action), then reads the roster again. */
export function useRemoveStudents(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (studentIds: string[]) => {
      for (const studentId of studentIds) await removeStudent(classId, studentId);
    },
    // Not awaited: the asking dialog closes on the answer, then the rows leave.
    onSettled: () => void invalidateRoster(queryClient, classId),
  });
}
