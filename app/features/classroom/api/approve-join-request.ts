import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';
import { classroomKeys } from './keys';

export const approveJoinRequest = async (classId: string, requestId: string) =>
  unwrap(await apiPost<unknown>(CLASSROOM_API.approveJoinRequest(classId, requestId)));

/** The student joins the class: the request leaves the list and the roster grows. */
export function useApproveJoinRequest(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => approveJoinRequest(classId, requestId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: classroomKeys.joinRequests(classId) }),
        invalidateRoster(queryClient, classId),
      ]),
  });
}
