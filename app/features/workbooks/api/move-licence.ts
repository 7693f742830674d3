import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workbooksPaths } from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';
import { workbookKeys } from './keys';

export const moveLicence = async (classId: string, licenceId: string, studentId: string | null) =>
  unwrap(await apiPost<{ ok: true }>(workbooksPaths.move(classId, licenceId), { studentId }));

export function useMoveLicence(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ licenceId, studentId }: { licenceId: string; studentId: string | null }) =>
      moveLicence(classId, licenceId, studentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workbookKeys.classView(classId) }),
  });
}
