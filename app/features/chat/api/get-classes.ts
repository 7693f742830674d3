import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type ChatClasses } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/:audience/classes: the classes the caller may message in, chat on or off. */
export const chatClassesQuery = (audience: ChatAudience) =>
  queryOptions({
    queryKey: chatKeys.classes(audience),
    queryFn: () => fetchJson<ChatClasses>(CHAT_API.classes(audience)),
  });

export const useChatClasses = (audience: ChatAudience) => useQuery(chatClassesQuery(audience));
