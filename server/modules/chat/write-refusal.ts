import type { Kysely } from 'kysely';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ChatCaller, LoadedConversation } from '../../access/chat';
import type { Database } from '../../db/schema';
import type { MemberRow } from './members';
import { mayMessage } from './consent';
import { activeMuteOf } from './mutes';
import { blockedBetween } from '../../access/chat-start';

/** Whether one parent of a parents' conversation blocked the other. */
async function blockedInConversation(db: Kysely<Database>, conversationId: string) {
  const parents = await db
    .selectFrom('chat_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', 'is not', null)
    .execute();
  const [a, b] = parents.map((row) => row.user_id!);
  return Boolean(a && b) && (await blockedBetween(db, a!, b!));
}

/**
 * Why the caller may not write in this conversation now, in a sentence, or null when they may
 * (issue 17, points 1, 7, 10 and 11). One rule for the thread's composer and the send call.
 */
export async function writeRefusal(
  db: Kysely<Database>,
  conversation: LoadedConversation,
  caller: ChatCaller,
  me: Pick<MemberRow, 'role'> | undefined,
  now: Date,
): Promise<string | null> {
  if (conversation.access.as === 'oversight' || !me) return M.readOnly;
  if (conversation.policy.archived) return M.classArchived;
  if (!conversation.policy.enabled) return M.chatOff;
  if (me.role === 'copied') return conversation.kind === 'announcement' ? M.repliesOff : M.readOnly;
  if (conversation.kind === 'parents' && (await blockedInConversation(db, conversation.id))) {
    return M.blocked;
  }
  if (caller.kind !== 'student') return null;
  if (!(await mayMessage(db, caller.id))) return M.under13Student;
  if (await activeMuteOf(db, conversation.classId, caller.id, now)) return M.muted;
  return null;
}
