import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type ChatThread } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

/** GET …/conversations/:conversationId: the conversation, its members and latest messages. */
export const threadQuery = (audience: ChatAudience, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(audience, conversationId),
    queryFn: () => fetchJson<ChatThread>(CHAT_API.conversation(audience, conversationId)),
  });

export const useThread = (audience: ChatAudience, conversationId: string) =>
  useQuery(threadQuery(audience, conversationId));
