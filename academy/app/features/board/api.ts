import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MuteDuration } from '@common/academy/board';
import {
  BOARD_API as API,
  type BoardPage,
  type MemberChoice,
  type ModerationAnswer,
  type ThreadAnswer,
} from '@common/schemas/academy-board';
import { apiDelete, apiPost, apiPut, fetchJson, type ApiResult } from '~/lib/api';

/** The board's queries: every change on the board makes all of them read again. */
export const boardKeys = {
  all: (courseId: string) => ['academy', 'board', courseId],
  page: (courseId: string, page: number, lessonId?: string) => [
    'academy',
    'board',
    courseId,
    'page',
    page,
    lessonId ?? '',
  ],
  thread: (courseId: string, threadId: string) => [
    'academy',
    'board',
    courseId,
    'thread',
    threadId,
  ],
  moderation: (courseId: string) => ['academy', 'board', courseId, 'moderation'],
  members: (courseId: string, query: string) => ['academy', 'board', courseId, 'members', query],
};

export const useBoardPage = (courseId: string, page: number, lessonId?: string) =>
  useQuery({
    queryKey: boardKeys.page(courseId, page, lessonId),
    queryFn: () =>
      fetchJson<BoardPage>(
        `${API.threads(courseId)}?page=${page}${lessonId ? `&lessonId=${lessonId}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useThread = (courseId: string, threadId: string) =>
  useQuery({
    queryKey: boardKeys.thread(courseId, threadId),
    queryFn: () => fetchJson<ThreadAnswer>(API.thread(courseId, threadId)),
  });

export const useModeration = (courseId: string, enabled = true) =>
  useQuery({
    queryKey: boardKeys.moderation(courseId),
    queryFn: () => fetchJson<ModerationAnswer>(API.moderation(courseId)),
    enabled,
  });

export const useMemberChoices = (courseId: string, query: string | null) =>
  useQuery({
    queryKey: boardKeys.members(courseId, query ?? ''),
    queryFn: () =>
      fetchJson<{ members: MemberChoice[] }>(
        `${API.members(courseId)}?q=${encodeURIComponent(query ?? '')}`,
      ),
    enabled: query !== null,
    staleTime: 30_000,
  });

/** The first message of a refused call, for the screen to show. */
export function messageOf(result: ApiResult<unknown>, fallback: string): string {
  const errors = (result.body as { errors?: Record<string, string> } | undefined)?.errors;
  return (errors && Object.values(errors)[0]) || fallback;
}

export class BoardCallError extends Error {}

/**
 * One board write; its refusal becomes an error carrying the server's message. Every success
 * reads the board's queries again (the live stream tells the other open pages).
 */
export function useBoardWrite<Input>(
  courseId: string,
  call: (input: Input) => Promise<ApiResult<unknown>>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const result = await call(input);
      if (!result.ok) throw new BoardCallError(messageOf(result, fallback));
      return result.body as { id: string; threadId: string | null; status: string };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all(courseId) }),
  });
}

export const boardCalls = (courseId: string) => ({
  createThread: (body: {
    clientId: string;
    title: string;
    body: string;
    lessonId: string | null;
    postFirst: boolean;
  }) => apiPost(API.threads(courseId), body),
  reply: ({ threadId, ...body }: { threadId: string; clientId: string; body: string }) =>
    apiPost(API.replies(courseId, threadId), body),
  edit: ({ postId, ...body }: { postId: string; title?: string; body: string }) =>
    apiPut(API.post(courseId, postId), body),
  remove: (postId: string) => apiDelete(API.post(courseId, postId)),
  report: ({ postId, reason }: { postId: string; reason: string }) =>
    apiPost(API.report(courseId, postId), { reason }),
  settings: ({ threadId, ...body }: { threadId: string; pinned?: boolean; locked?: boolean }) =>
    apiPut(API.threadSettings(courseId, threadId), body),
  visibility: ({ postId, hidden }: { postId: string; hidden: boolean }) =>
    apiPut(API.visibility(courseId, postId), { hidden }),
  approval: ({ postId, decision }: { postId: string; decision: 'approve' | 'reject' }) =>
    apiPost(API.approval(courseId, postId), { decision }),
  reportAction: ({ reportId, action }: { reportId: string; action: 'hide' | 'dismiss' }) =>
    apiPost(API.reportAction(courseId, reportId), { action }),
  mute: ({ userId, duration }: { userId: string; duration: MuteDuration }) =>
    apiPut(API.mute(courseId, userId), { duration }),
  unmute: (userId: string) => apiDelete(API.mute(courseId, userId)),
});
