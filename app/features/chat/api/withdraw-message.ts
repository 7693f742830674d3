import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_API } from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** POST /api/chat/user/messages/:messageId/withdraw: within 5 minutes, kept for the record. */
export const withdrawMessage = async (messageId: string) =>
  unwrap(await apiPost<{ ok: true }>(CHAT_API.withdraw(messageId), {}));

export function useWithdrawMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.audience('user') }),
  });
}
