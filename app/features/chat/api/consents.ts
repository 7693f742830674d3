import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatConsents } from '@common/schemas/chat';
import { apiPost, fetchJson, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/consents: the students under 13 whose consent the caller may give. */
export const useConsents = () =>
  useQuery({
    queryKey: chatKeys.consents,
    queryFn: () => fetchJson<ChatConsents>(CHAT_API.consents),
  });

/** POST …/students/:studentId/consent: given once (a second time keeps the first). */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (studentId: string) =>
      unwrap(await apiPost<{ ok: true }>(CHAT_API.consent(studentId), {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
