import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CHAT_API,
  type ChatAudience,
  type ChatMessage,
  type ChatThread,
} from '@common/schemas/chat';
import { fetchJson, messageOf } from '~/lib/api';

/**
 * A long thread's older pages (GET …/conversations/:id?before=<first id>), kept beside the
 * latest page that the live stream refreshes. Loading a page keeps the reader's place: the
 * list grows above what they were reading, and the scroll moves by what was added.
 */
export function useEarlierMessages(
  audience: ChatAudience,
  latest: ChatThread,
  listRef: RefObject<HTMLOListElement | null>,
  failedText: string,
) {
  const [earlier, setEarlier] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState<boolean | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heightBefore = useRef<number | null>(null);

  const latestIds = new Set(latest.messages.map((message) => message.id));
  const messages = [...earlier.filter((message) => !latestIds.has(message.id)), ...latest.messages];
  const hasEarlier = more ?? latest.hasEarlier;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && heightBefore.current !== null) {
      list.scrollTop += list.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [earlier, listRef]);

  async function loadEarlier() {
    const first = messages[0];
    if (!first || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchJson<ChatThread>(
        `${CHAT_API.conversation(audience, latest.conversation.id)}?before=${encodeURIComponent(first.id)}`,
      );
      heightBefore.current = listRef.current?.scrollHeight ?? null;
      setEarlier((kept) => [...page.messages, ...kept]);
      setMore(page.hasEarlier);
    } catch (failure) {
      setError(messageOf(failure, failedText));
    } finally {
      setLoading(false);
    }
  }

  return { messages, hasEarlier, loadEarlier, loading, error };
}
