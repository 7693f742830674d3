import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_API, type ParentDeletionAnswer } from '@common/schemas/privacy';
import { apiPost } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** POST /api/roster/children/:id/deletion-request: asks for the account to be deleted. */
export const requestDeletion = (studentId: string) =>
  apiPost<ParentDeletionAnswer>(PRIVACY_API.parentRequest(studentId));

/** The answer is the request as it now stands: it replaces the cached one. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: ({ ok, body }, studentId) => {
      if (ok) queryClient.setQueryData(FAMILY_KEYS.deletionRequest(studentId), body);
    },
  });
}
