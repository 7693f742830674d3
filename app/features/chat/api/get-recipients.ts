import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience, type ChatRecipients } from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

/** GET …/classes/:classId/recipients: who the caller may start a conversation with, and why not. */
export const recipientsQuery = (audience: ChatAudience, classId: string) =>
  queryOptions({
    queryKey: chatKeys.recipients(audience, classId),
    queryFn: () => fetchJson<ChatRecipients>(CHAT_API.recipients(audience, classId)),
  });

export const useRecipients = (audience: ChatAudience, classId: string | null) =>
  useQuery({ ...recipientsQuery(audience, classId ?? ''), enabled: Boolean(classId) });
