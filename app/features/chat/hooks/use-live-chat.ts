import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { chatKeys } from '../api/keys';

/** How long to wait before opening the stream again after the browser gave up on it. */
const REOPEN_AFTER_MS = 5_000;

/**
 * One live stream per messages page (issue 17, point 12): `chat` names a conversation that
 * changed (a pointer, never the message), so the list and that thread are read again; `ready`
 * (every connection, so also after a reconnect) reads both again in case something arrived
 * while the stream was down.
 */
export function useLiveChat(audience: ChatAudience) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let stream: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const refreshLists = () =>
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(audience) });
    const onChat = (event: MessageEvent<string>) => {
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
    };
    const onReady = () => {
      refreshLists();
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(audience) });
    };
    const open = () => {
      stream = new EventSource(CHAT_API.live(audience));
      stream.addEventListener('chat', onChat);
      stream.addEventListener('ready', onReady);
      stream.addEventListener('error', () => {
        // A refused stream (an error status) is not retried by the browser: try again later.
        if (stream?.readyState === EventSource.CLOSED) {
          stream.close();
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      stream?.close();
    };
  }, [audience, queryClient]);
}
