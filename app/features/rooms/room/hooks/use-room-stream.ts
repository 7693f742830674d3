import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ROOMS_API, type RoomAudience } from '@common/schemas/rooms';
import { openLiveStream } from '~/lib/live-stream';
import { roomKeys } from '../api/keys';

/**
 * The room's live stream: a `room` event says the session changed (started, paused, a
 * movement, a note, the timer, a move), so the room is read again, and with it the caller's
 * right; `ready` (every connection, so also after a reconnect) reads it again in case
 * something changed while the stream was down.
 */
export function useRoomStream(audience: RoomAudience, roomId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const reread = () =>
      void queryClient.invalidateQueries({ queryKey: roomKeys.room(audience, roomId) });
    return openLiveStream(ROOMS_API.roomStream(audience, roomId), { room: reread, ready: reread });
  }, [audience, roomId, enabled, queryClient]);
}
