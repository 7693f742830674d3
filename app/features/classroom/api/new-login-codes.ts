import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassStudent, CreatedStudent } from '@common/schemas/classroom';
import { newLoginCode } from './new-login-code';
import { invalidateRoster } from './invalidate-roster';

/**
 * New login codes for several students (the bulk action and the row menu): the answer carries
 * each new code, shown once on the sign-in cards.
 */
export function useNewLoginCodes(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (students: ClassStudent[]): Promise<CreatedStudent[]> => {
      const made: CreatedStudent[] = [];
      for (const student of students) {
        const { loginCode, loginCodeExpiresAt } = await newLoginCode(classId, student.id);
        made.push({ ...student, loginCode, loginCodeExpiresAt, hasLoginCode: true });
      }
      return made;
    },
    onSettled: () => invalidateRoster(queryClient, classId),
  });
}
