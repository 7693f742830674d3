import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type ConversationList } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

const pageUrl = (audience: ChatAudience, classId: string | null, offset: number) => {
  const params = new URLSearchParams();
  if (classId) params.set('classId', classId);
  if (offset > 0) params.set('offset', String(offset));
  const query = params.toString();
  return `${CHAT_API.conversations(audience)}${query ? `?${query}` : ''}`;
};

/** The pages read so far as one list (a stable function, so the result is kept between renders). */
const asOneList = (data: InfiniteData<ConversationList, number>): ConversationList => ({
  conversations: data.pages.flatMap((page) => page.conversations),
  // Every page carries the count over all conversations; the first is read first.
  unread: data.pages[0]?.unread ?? 0,
  hasMore: data.pages.at(-1)?.hasMore ?? false,
});

/**
 * GET /api/chat/:audience/conversations: the list (announcements first) by pages of 50, read
 * as one list with its unread count; `fetchNextPage` brings the next 50. A live event
 * invalidates it, and every page shown is read again.
 */
export const useConversations = (audience: ChatAudience, classId: string | null = null) =>
  useInfiniteQuery({
    queryKey: chatKeys.list(audience, classId),
    queryFn: ({ pageParam }) => fetchJson<ConversationList>(pageUrl(audience, classId, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((shown, page) => shown + page.conversations.length, 0) : null,
    select: asOneList,
  });
