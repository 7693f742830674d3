import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST …/read: everything delivered so far in the conversation is read. */
export const markConversationRead = async (audience: ChatAudience, conversationId: string) =>
  unwrap(await apiPost<{ ok: true }>(CHAT_API.read(audience, conversationId), {}));

export function useMarkConversationRead(audience: ChatAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => markConversationRead(audience, conversationId),
    // The unread counts change; the thread itself does not.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists(audience) }),
  });
}
