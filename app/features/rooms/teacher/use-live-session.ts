import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROOMS_API } from '@common/schemas/rooms';
import { openLiveStream } from '~/lib/live-stream';
import { teacherRoomKeys } from './api';

/**
 * The live view's stream (issue 18, point 4): `room` says the session changed (a call for
 * help, a move, words written…), so it is read again; `ready` (every connection, so after a
 * reconnect too) reads it again in case something changed while the stream was down.
 */
export function useLiveSession(sessionId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: teacherRoomKeys.session(sessionId) });
    return openLiveStream(ROOMS_API.sessionStream(sessionId), { room: refresh, ready: refresh });
  }, [sessionId, queryClient]);
}
