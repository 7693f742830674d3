import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassSummary } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

export const regenerateAccessCode = async (classId: string) =>
  unwrap(await apiPost<ClassSummary>(CLASSROOM_API.accessCode(classId)));

/** A new Access Code: the class page and the classes list show it at once. */
export function useRegenerateAccessCode(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateAccessCode(classId),
    onSuccess: (summary) => {
      queryClient.setQueryData(classroomKeys.class(classId), summary);
      return queryClient.invalidateQueries({ queryKey: classroomKeys.classes, exact: true });
    },
  });
}
