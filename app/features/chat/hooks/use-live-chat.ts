import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { openLiveStream } from '~/lib/live-stream';
import { chatKeys } from '../api/keys';

/**
 * One live stream per messages page (issue 17, point 12): `chat` names a conversation that
 * changed (a pointer, never the message), so the list and that thread are read again; `ready`
 * (every connection, so also after a reconnect) reads both again in case something arrived
 * while the stream was down.
 */
export function useLiveChat(audience: ChatAudience) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshLists = () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(audience) });
    return openLiveStream(CHAT_API.live(audience), {
      chat: (event) => {
        refreshLists();
        let conversationId: string | undefined;
        try {
          conversationId = (JSON.parse(event.data) as { conversationId?: string }).conversationId;
        } catch {
          conversationId = undefined;
        }
        void queryClient.invalidateQueries({
          queryKey: conversationId
            ? chatKeys.thread(audience, conversationId)
            : chatKeys.threads(audience),
        });
      },
      ready: () => {
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: chatKeys.threads(audience) });
      },
    });
  }, [audience, queryClient]);
}
