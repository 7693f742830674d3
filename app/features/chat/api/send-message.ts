import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_API,
  type ChatAudience,
  type ChatMessage,
  type ChatThread,
  type SendMessage,
} from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST …/messages: sends once per client id; the answer is the message as its sender sees it. */
export const sendMessage = async (
  audience: ChatAudience,
  conversationId: string,
  input: SendMessage,
) =>
  unwrap(
    await apiPost<{ message: ChatMessage }>(CHAT_API.messages(audience, conversationId), input),
  );

export function useSendMessage(audience: ChatAudience, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessage) => sendMessage(audience, conversationId, input),
    onSuccess: ({ message }) => {
      // The message shows at once (its state included); the thread and list are read again.
      queryClient.setQueryData<ChatThread>(chatKeys.thread(audience, conversationId), (thread) =>
        thread && !thread.messages.some((known) => known.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.thread(audience, conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(audience) });
    },
  });
}
