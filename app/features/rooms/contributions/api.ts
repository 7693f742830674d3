import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoomContributions } from '@common/schemas/room-contributions';
import { ROOMS_API, type RoomAudience } from '@common/schemas/rooms';
import { apiPost, fetchJson, unwrap } from '~/lib/api';

/** Query keys of who wrote what (issue 18, points 6 and 7). */
export const contributionKeys = {
  room: (audience: RoomAudience, roomId: string) =>
    ['rooms', audience, roomId, 'contributions'] as const,
};

/** GET …/:audience/:roomId/contributions: writers, timeline, replay and deleted passages. */
export const contributionsQuery = (audience: RoomAudience, roomId: string) =>
  queryOptions({
    queryKey: contributionKeys.room(audience, roomId),
    queryFn: () => fetchJson<RoomContributions>(ROOMS_API.contributions(audience, roomId)),
  });

export const useContributions = (audience: RoomAudience, roomId: string) =>
  useQuery(contributionsQuery(audience, roomId));

/** POST /api/rooms/user/:roomId/restore: a teacher puts a deleted passage back (an undo). */
export const restoreDeletion = async (roomId: string, deletionId: string) =>
  unwrap(await apiPost<{ restoredAt: string }>(ROOMS_API.restore(roomId), { deletionId }));

export function useRestoreDeletion(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deletionId: string) => restoreDeletion(roomId, deletionId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contributionKeys.room('user', roomId) }),
  });
}
