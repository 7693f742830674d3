import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type CreateConversation } from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST …/conversations: starts one (once per client id); the server adds the second adult. */
export const startConversation = async (audience: ChatAudience, input: CreateConversation) =>
  unwrap(await apiPost<{ id: string; created: boolean }>(CHAT_API.conversations(audience), input));

export function useStartConversation(audience: ChatAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConversation) => startConversation(audience, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists(audience) }),
  });
}
