import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ACADEMY_MESSAGES_API as API,
  type ConversationsAnswer,
  type ThreadAnswer,
} from '@common/schemas/academy-messages';
import { apiGet, apiPost, apiPut, unwrap } from '~/lib/api';

/** The Messages page's queries: every live change in the course makes all of them read again. */
export const messageKeys = {
  all: (courseId: string) => ['academy', 'messages', courseId],
  list: (courseId: string) => ['academy', 'messages', courseId, 'list'],
  thread: (courseId: string, participantId: string) => [
    'academy',
    'messages',
    courseId,
    'thread',
    participantId,
  ],
};

export const useConversations = (courseId: string) =>
  useInfiniteQuery({
    queryKey: messageKeys.list(courseId),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await apiGet<ConversationsAnswer>(
          `${API.conversations(courseId)}${pageParam ? `?after=${pageParam}` : ''}`,
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A conversation, latest 50 first; further pages are older ones. */
export const useThread = (courseId: string, participantId: string | null) =>
  useInfiniteQuery({
    queryKey: messageKeys.thread(courseId, participantId ?? ''),
    queryFn: async ({ pageParam }) =>
      unwrap(
        await apiGet<ThreadAnswer>(
          `${API.thread(courseId, participantId ?? '')}${pageParam ? `?before=${pageParam}` : ''}`,
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    enabled: participantId !== null,
  });

export const messageCalls = (courseId: string) => ({
  send: (participantId: string, body: { clientId: string; body: string }) =>
    apiPost<{ id: string }>(API.messages(courseId, participantId), body),
  read: (participantId: string) => apiPost(API.read(courseId, participantId), {}),
  withdraw: (messageId: string) => apiPost(API.withdraw(courseId, messageId), {}),
  settings: (messagingOn: boolean) => apiPut(API.settings(courseId), { messagingOn }),
});
