import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API } from '@common/schemas/privacy';
import { apiPost, unwrap } from '~/lib/api';
import { invalidateRoster } from './invalidate-roster';

/** Carries out a parent's pending deletion request now, rather than when it falls due. */
export const completeDeletionRequest = async (requestId: string) =>
  unwrap(await apiPost<unknown>(PRIVACY_API.educatorComplete(requestId)));

export function useCompleteDeletionRequest(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDeletionRequest,
    // Not awaited: the asking dialog closes on the answer, then the student's row leaves.
    onSuccess: () => void invalidateRoster(queryClient, classId),
  });
}
