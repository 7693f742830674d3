import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workbooksPaths } from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';
import { workbookKeys } from './keys';

export const acceptPack = async (classId: string, packId: string, version: number) =>
  unwrap(await apiPost<{ ok: true }>(workbooksPaths.acceptPack(classId, packId), { version }));

/** The class takes the newer verified version of a publisher pack (issue 16, point 9). */
export function useAcceptPack(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packId, version }: { packId: string; version: number }) =>
      acceptPack(classId, packId, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workbookKeys.classView(classId) }),
  });
}
