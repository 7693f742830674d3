import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACADEMY_JOIN_API,
  ACADEMY_SHARING_API,
  type InviteAnswer,
  type InviteResult,
  type InvitesAnswer,
  type JoinAnswer,
  type JoinLink,
  type JoinLinkAnswer,
  type LinkAnswer,
  type LinkSettings,
  type ParticipantsAnswer,
  type PublicCourseAnswer,
  type RequestsAnswer,
} from '@common/schemas/academy-sharing';
import { apiDelete, apiPatch, apiPost, fetchJson, type ApiResult } from '~/lib/api';

/** What a refused call answers: the server's field messages. */
export interface Refusal {
  errors?: Record<string, string>;
}

/** The first message of a refusal, or the fallback. */
export const messageOf = (body: unknown, fallback: string) =>
  Object.values((body as Refusal | undefined)?.errors ?? {})[0] ?? fallback;

const noRetry = { retry: false } as const;

// The join pages ------------------------------------------------------------------------------

export const useJoinLink = (token: string) =>
  useQuery({
    queryKey: ['academy', 'join-link', token],
    queryFn: () => fetchJson<JoinLinkAnswer>(ACADEMY_JOIN_API.link(token)),
    ...noRetry,
  });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['academy', 'invitation', token],
    queryFn: () => fetchJson<InviteAnswer>(ACADEMY_JOIN_API.invite(token)),
    ...noRetry,
  });

export const usePublicCourse = (courseId: string) =>
  useQuery({
    queryKey: ['academy', 'public-course', courseId],
    queryFn: () => fetchJson<PublicCourseAnswer>(ACADEMY_JOIN_API.course(courseId)),
    ...noRetry,
  });

/** Joins by a join page's call (POST to the same address it was read from). */
export const useJoin = (path: string) =>
  useMutation({
    mutationFn: (): Promise<ApiResult<JoinAnswer & Refusal>> => apiPost(path, {}),
  });

// The instructor's Sharing tab ----------------------------------------------------------------

const keys = {
  link: (courseId: string) => ['academy', 'sharing', courseId, 'link'],
  requests: (courseId: string) => ['academy', 'sharing', courseId, 'requests'],
  invites: (courseId: string) => ['academy', 'sharing', courseId, 'invites'],
  participants: (courseId: string) => ['academy', 'sharing', courseId, 'participants'],
};

export const useCourseLink = (courseId: string) =>
  useQuery({
    queryKey: keys.link(courseId),
    queryFn: () => fetchJson<LinkAnswer>(ACADEMY_SHARING_API.link(courseId)),
  });
export const useRequests = (courseId: string) =>
  useQuery({
    queryKey: keys.requests(courseId),
    queryFn: () => fetchJson<RequestsAnswer>(ACADEMY_SHARING_API.requests(courseId)),
  });
export const useInvites = (courseId: string) =>
  useQuery({
    queryKey: keys.invites(courseId),
    queryFn: () => fetchJson<InvitesAnswer>(ACADEMY_SHARING_API.invites(courseId)),
  });
export const useParticipants = (courseId: string) =>
  useQuery({
    queryKey: keys.participants(courseId),
    queryFn: () => fetchJson<ParticipantsAnswer>(ACADEMY_SHARING_API.participants(courseId)),
  });

/**
 * A staff action: the call, then a refresh of what it changed. Answers null when it worked,
 * else the server's message (what ConfirmDialog and the inline messages show).
 */
function useStaffAction<TInput, TBody>(
  courseId: string,
  call: (input: TInput) => Promise<ApiResult<TBody>>,
  refresh: (keyof typeof keys)[],
  fallback: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const result = await call(input);
      await Promise.all(
        refresh.map((key) => client.invalidateQueries({ queryKey: keys[key](courseId) })),
      );
      return { ...result, message: result.ok ? null : messageOf(result.body, fallback) };
    },
  });
}

export const useRegenerate = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    () => apiPost<JoinLink>(ACADEMY_SHARING_API.regenerate(courseId), {}),
    ['link'],
    fallback,
  );
export const useLinkSettings = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    (settings: LinkSettings) => apiPatch<JoinLink>(ACADEMY_SHARING_API.link(courseId), settings),
    ['link'],
    fallback,
  );
export const useAnswerRequest = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    ({ userId, approve }: { userId: string; approve: boolean }) =>
      apiPost(
        approve
          ? ACADEMY_SHARING_API.approve(courseId, userId)
          : ACADEMY_SHARING_API.decline(courseId, userId),
        {},
      ),
    ['requests', 'participants', 'link'],
    fallback,
  );
export const useSendInvites = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    (emails: string[]) => apiPost<InviteResult>(ACADEMY_SHARING_API.invites(courseId), { emails }),
    ['invites'],
    fallback,
  );
export const useInviteAction = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    ({ inviteId, action }: { inviteId: string; action: 'resend' | 'revoke' }) =>
      action === 'resend'
        ? apiPost(ACADEMY_SHARING_API.resend(courseId, inviteId), {})
        : apiDelete(ACADEMY_SHARING_API.invite(courseId, inviteId)),
    ['invites'],
    fallback,
  );
export const useRemoveParticipant = (courseId: string, fallback: string) =>
  useStaffAction(
    courseId,
    (userId: string) => apiDelete(ACADEMY_SHARING_API.participant(courseId, userId)),
    ['participants'],
    fallback,
  );
