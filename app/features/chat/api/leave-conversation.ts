import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST …/leave: the caller leaves (never the second adult; the server refuses it). */
export const leaveConversation = async (audience: ChatAudience, conversationId: string) =>
  unwrap(await apiPost<{ ok: true }>(CHAT_API.leave(audience, conversationId), {}));

export function useLeaveConversation(audience: ChatAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => leaveConversation(audience, conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.audience(audience) }),
  });
}
