import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassInput, type ClassSummary } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

export const createClass = async (input: ClassInput) =>
  unwrap(await apiPost<ClassSummary>(CLASSROOM_API.classes, input));

/** A new class: on the dashboard, and among the classes activities can be assigned to. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classroomKeys.classes, exact: true }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.assignableClasses }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.mySchool }),
      ]),
  });
}
