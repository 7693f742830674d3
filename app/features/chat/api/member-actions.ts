import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MuteDuration } from '@common/chat/rules';
import { CHAT_API, type ChatAudience } from '@common/schemas/chat';
import { apiDelete, apiPost, unwrap } from '~/lib/api';
import { chatKeys } from './keys';

/** What a reader does to a member of a conversation (issue 17, point 7). */
export type MemberAction =
  | { kind: 'mute'; studentId: string; duration: MuteDuration }
  | { kind: 'lift'; studentId: string }
  | { kind: 'remove'; memberKey: string }
  | { kind: 'block'; userId: string }
  | { kind: 'unblock'; userId: string };

async function run(action: MemberAction, classId: string, conversationId: string) {
  switch (action.kind) {
    case 'mute':
      return unwrap(
        await apiPost(CHAT_API.mutes(classId), {
          studentId: action.studentId,
          duration: action.duration,
        }),
      );
    case 'lift':
      return unwrap(await apiPost(CHAT_API.liftMute(classId, action.studentId), {}));
    case 'remove':
      return unwrap(
        await apiPost(CHAT_API.removeMember(conversationId), { memberKey: action.memberKey }),
      );
    case 'block':
      return unwrap(await apiPost(CHAT_API.blocks, { userId: action.userId }));
    case 'unblock':
      return unwrap(await apiDelete(CHAT_API.block(action.userId), {}));
  }
}

/** Runs a member action, then reads the audience's threads and lists again. */
export function useMemberAction(audience: ChatAudience, classId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MemberAction) => run(action, classId, conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.audience(audience) }),
  });
}
