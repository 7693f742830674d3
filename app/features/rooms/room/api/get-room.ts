import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROOMS_API, type RoomAudience, type RoomView } from '@common/schemas/rooms';
import { fetchJson } from '~/lib/api';
import { roomKeys } from './keys';

/** GET /api/rooms/:audience/:roomId: the room as its reader sees it, with their right now. */
export const roomQuery = (audience: RoomAudience, roomId: string) =>
  queryOptions({
    queryKey: roomKeys.room(audience, roomId),
    queryFn: () => fetchJson<RoomView>(ROOMS_API.room(audience, roomId)),
  });

export const useRoom = (audience: RoomAudience, roomId: string) =>
  useQuery(roomQuery(audience, roomId));
