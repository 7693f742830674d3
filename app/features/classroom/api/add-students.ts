import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASSROOM_API,
  type AddStudentsAnswer,
  type AddStudentsInput,
} from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

export const addStudents = async (classId: string, input: AddStudentsInput) =>
  unwrap(await apiPost<AddStudentsAnswer>(CLASSROOM_API.students(classId), input));

/** New students, each with a login code (the answer carries the codes, shown once). */
export function useAddStudents(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddStudentsInput) => addStudents(classId, input),
    onSuccess: () => invalidateRoster(queryClient, classId),
  });
}
