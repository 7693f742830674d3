import type { Kysely } from 'kysely';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ChatCaller, LoadedConversation } from '../../access/chat';
import type { Database } from '../../db/schema';
import type { MemberRow } from './members';
import { mayMessage } from './consent';
import { activeMuteOf } from './mutes';

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
  if (caller.kind !== 'student') return null;
  if (!(await mayMessage(db, caller.id))) return M.under13Student;
  if (await activeMuteOf(db, conversation.classId, caller.id, now)) return M.muted;
  return null;
}
