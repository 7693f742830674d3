import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workbooksPaths, type AssignRequest } from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';
import { workbookKeys } from './keys';

export const assignLicences = async (classId: string, request: AssignRequest) =>
  unwrap(await apiPost<{ assigned: number }>(workbooksPaths.assign(classId), request));

export function useAssignLicences(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignRequest) => assignLicences(classId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workbookKeys.classView(classId) }),
  });
}
