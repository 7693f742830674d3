import { useMutation } from '@tanstack/react-query';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { apiPost, unwrap } from '~/lib/api';

/** POST …/messages/:messageId/report with a reason (once per message and person). */
export const reportMessage = async (audience: ChatAudience, messageId: string, reason: string) =>
  unwrap(await apiPost<{ ok: true }>(CHAT_API.report(audience, messageId), { reason }));

export const useReportMessage = (audience: ChatAudience) =>
  useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      reportMessage(audience, messageId, reason),
  });
