import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROOMS_API,
  type CreateSession,
  type GroupSet,
  type SessionSummary,
  type TeacherSession,
} from '@common/schemas/rooms';
import { apiPost, fetchJson, unwrap } from '~/lib/api';

/** Query keys of the teacher's writing-room screens. */
export const teacherRoomKeys = {
  sessions: (classId: string) => ['rooms', 'class', classId, 'sessions'] as const,
  groupSets: (classId: string) => ['rooms', 'class', classId, 'group-sets'] as const,
  session: (sessionId: string) => ['rooms', 'session', sessionId] as const,
  prayers: (sessionId: string) => ['rooms', 'session', sessionId, 'prayers'] as const,
};

export const useClassSessions = (classId: string) =>
  useQuery({
    queryKey: teacherRoomKeys.sessions(classId),
    queryFn: () => fetchJson<SessionSummary[]>(ROOMS_API.sessions(classId)),
  });

export const useGroupSets = (classId: string) =>
  useQuery({
    queryKey: teacherRoomKeys.groupSets(classId),
    queryFn: () => fetchJson<GroupSet[]>(ROOMS_API.groupSets(classId)),
  });

export const useTeacherSession = (sessionId: string) =>
  useQuery({
    queryKey: teacherRoomKeys.session(sessionId),
    queryFn: () => fetchJson<TeacherSession>(ROOMS_API.session(sessionId)),
  });

export const usePrayers = (sessionId: string, enabled: boolean) =>
  useQuery({
    queryKey: teacherRoomKeys.prayers(sessionId),
    queryFn: () =>
      fetchJson<{ roomId: string; roomName: string; name: string; body: string }[]>(
        ROOMS_API.prayers(sessionId),
      ),
    enabled,
  });

export function useCreateSession(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSession) =>
      unwrap(await apiPost<{ id: string }>(ROOMS_API.sessions(classId), input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teacherRoomKeys.sessions(classId) });
      void queryClient.invalidateQueries({ queryKey: teacherRoomKeys.groupSets(classId) });
    },
  });
}

/**
 * One action of the live view (start, close, move, pause, a comment…): a POST to one of
 * ROOMS_API's paths, then the session read again (its live stream would bring the change too;
 * reading at once keeps the teacher's own click snappy). Each control has its own, so each
 * shows its own wait.
 */
export function useSessionAction<Answer = { ok: true }>(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, body }: { url: string; body: unknown }) =>
      unwrap(await apiPost<Answer>(url, body)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: teacherRoomKeys.session(sessionId) }),
  });
}
