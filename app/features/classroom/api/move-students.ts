import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CLASSROOM_API,
  type MoveStudentsAnswer,
  type MoveStudentsInput,
} from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

export const moveStudents = async (classId: string, input: MoveStudentsInput) =>
  unwrap(await apiPost<MoveStudentsAnswer>(CLASSROOM_API.moveStudents(classId), input));

/** Students of this class go to another class the teacher teaches: both rosters change. */
export function useMoveStudents(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveStudentsInput) => moveStudents(classId, input),
    onSuccess: (_answer, input) =>
      Promise.all([
        invalidateRoster(queryClient, classId),
        invalidateRoster(queryClient, input.toClassId),
      ]),
  });
}
