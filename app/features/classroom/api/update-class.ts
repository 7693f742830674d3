import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassPatch, type ClassSummary } from '@common/schemas/classroom';
import { apiPatch, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

export const updateClass = async (classId: string, patch: ClassPatch) =>
  unwrap(await apiPatch<ClassSummary>(CLASSROOM_API.class(classId), patch));

/**
 * Renames, regrades, archives or restores a class: the class reads its answer at once, and
 * the lists it appears in (the classes page, the classes activities go to) read again.
 */
export function useUpdateClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ClassPatch) => updateClass(classId, patch),
    onSuccess: (summary) => {
      queryClient.setQueryData(classroomKeys.class(classId), summary);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: classroomKeys.classes, exact: true }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.assignableClasses }),
      ]);
    },
  });
}
