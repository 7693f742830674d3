import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHAT_API,
  type OversightList,
  type OversightLog,
  type OversightQuery,
} from '@common/schemas/chat';
import { fetchJson } from '~/lib/api';
import { chatKeys } from './keys';

const queryString = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * GET /api/chat/oversight/conversations: a school admin's search (audited on the server, so it
 * runs only when the admin asks, never on its own).
 */
export const useOversightSearch = (query: OversightQuery | null) =>
  useQuery({
    queryKey: chatKeys.oversight(query),
    queryFn: () => fetchJson<OversightList>(`${CHAT_API.oversight}${queryString({ ...query })}`),
    enabled: query !== null,
    staleTime: Infinity,
  });

/** Where a conversation's export downloads from, over the search's dates. */
export const exportHref = (
  conversationId: string,
  format: 'csv' | 'pdf',
  range: Pick<OversightQuery, 'from' | 'to'>,
) => `${CHAT_API.oversightExport(conversationId, format)}${queryString(range)}`;

/** GET …/classes/:classId/oversight_log: the admins' reads and exports of a class's chat. */
export const oversightLogQuery = (classId: string) =>
  queryOptions({
    queryKey: chatKeys.oversightLog(classId),
    queryFn: () => fetchJson<OversightLog>(CHAT_API.oversightLog(classId)),
  });

export const useOversightLog = (classId: string | null) =>
  useQuery({ ...oversightLogQuery(classId ?? ''), enabled: classId !== null });
