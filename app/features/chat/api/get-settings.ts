import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API, type ChatSettings } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/settings: the schools the adult runs, their own classes' switch, quiet hours. */
export const chatSettingsQuery = () =>
  queryOptions({
    queryKey: chatKeys.settings,
    queryFn: () => fetchJson<ChatSettings>(CHAT_API.settings),
  });

export const useChatSettings = () => useQuery(chatSettingsQuery());
