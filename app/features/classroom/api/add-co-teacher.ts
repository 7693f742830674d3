import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

/** The teacher added, by name when the server knows it. */
export const addCoTeacher = async (classId: string, email: string) =>
  unwrap(
    await apiPost<{ firstName?: string; lastName?: string }>(CLASSROOM_API.coTeachers(classId), {
      email,
    }),
  );

export function useAddCoTeacher(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addCoTeacher(classId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classroomKeys.coTeachers(classId) }),
  });
}
