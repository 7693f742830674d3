import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_API } from '@common/schemas/classroom';
import { apiPost, unwrap } from '~/lib/api';
import { classroomKeys } from './keys';

export const declineJoinRequest = async (classId: string, requestId: string) =>
  unwrap(await apiPost<unknown>(CLASSROOM_API.declineJoinRequest(classId, requestId)));

/** The request leaves the list; the roster stays as it is. */
export function useDeclineJoinRequest(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => declineJoinRequest(classId, requestId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: classroomKeys.joinRequests(classId),
      }),
  });
}
