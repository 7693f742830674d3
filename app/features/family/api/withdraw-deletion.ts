import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API, type ParentDeletionAnswer } from '@common/schemas/privacy';
import { apiDelete } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** DELETE /api/roster/children/:id/deletion-request: withdraws the pending request. */
export const withdrawDeletion = (studentId: string) =>
  apiDelete<ParentDeletionAnswer>(PRIVACY_API.parentRequest(studentId));

/** Once withdrawn there is no pending request. */
export function useWithdrawDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDeletion,
    onSuccess: ({ ok }, studentId) => {
      if (ok) {
        queryClient.setQueryData<ParentDeletionAnswer>(FAMILY_KEYS.deletionRequest(studentId), {
          request: null,
        });
      }
    },
  });
}
