import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workbooksPaths } from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';

export const addWorkbook = async (classId: string, workbookId: string) =>
  unwrap(
    await apiPost<{ activityIds: string[] }>(workbooksPaths.addToClass(classId), { workbookId }),
  );

/** The workbook's reflections become the class's assignments (licensed students see them). */
export function useAddWorkbook(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workbookId: string) => addWorkbook(classId, workbookId),
    // The class's activities changed too: every list that shows them reads again.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
