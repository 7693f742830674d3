import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type RestoreStudentAnswer } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

/** Puts a removed student back in the class with their work (harmless when repeated). */
export const restoreStudent = async (classId: string, studentId: string) =>
  unwrap(await apiPost<RestoreStudentAnswer>(CLASSROOM_API.restoreStudent(classId, studentId)));

/** Undo of a removal, for every student it took out. */
export function useRestoreStudents(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (studentIds: string[]) => {
      for (const studentId of studentIds) await restoreStudent(classId, studentId);
    },
    onSettled: () => invalidateRoster(queryClient, classId),
  });
}
