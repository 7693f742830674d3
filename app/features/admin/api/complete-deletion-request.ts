import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API } from '@common/schemas/privacy';
import { apiPost } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** POST /api/admin/deletion-requests/:id/complete: deletes the account now. */
export const completeDeletionRequest = (requestId: string) =>
  apiPost<unknown>(PRIVACY_API.adminComplete(requestId));

/** The lists are fetched again; the screen says it is done without waiting for them. */
export function useCompleteDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDeletionRequest,
    onSuccess: ({ ok }) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.deletionRequests() });
    },
  });
}
