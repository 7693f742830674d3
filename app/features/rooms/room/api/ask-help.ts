import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROOMS_API } from '@common/schemas/rooms';
import { apiPost, unwrap } from '~/lib/api';
import { roomKeys } from './keys';

/** POST …/student/:roomId/help: the student's call reaches the teacher's live view. */
export function useAskHelp(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiPost<{ ok: true }>(ROOMS_API.help(roomId), {})),
    // The room's notes now hold the call; it stays "asked" until the teacher resolves it.
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: roomKeys.room('student', roomId) }),
  });
}
