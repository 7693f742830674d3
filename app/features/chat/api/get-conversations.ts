import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type ConversationList } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/:audience/conversations: the list (announcements first) and unread counts. */
export const conversationsQuery = (audience: ChatAudience, classId: string | null = null) =>
  queryOptions({
    queryKey: chatKeys.list(audience, classId),
    queryFn: () =>
      fetchJson<ConversationList>(
        `${CHAT_API.conversations(audience)}${
          classId ? `?classId=${encodeURIComponent(classId)}` : ''
        }`,
      ),
  });

export const useConversations = (audience: ChatAudience, classId: string | null = null) =>
  useQuery(conversationsQuery(audience, classId));
