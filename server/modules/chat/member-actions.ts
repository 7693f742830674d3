import type { Kysely } from 'kysely';
import type { ChatMember } from '../../../common/schemas/chat';
import type { ChatCaller, LoadedConversation } from '../../access/chat';
import type { Database } from '../../db/schema';
import type { MemberRow } from './members';

type MemberModeration = Pick<ChatMember, 'id' | 'mayRemove' | 'mute' | 'blocked'>;

/**
 * What the reader of a thread may do to each member (issue 17, point 7), so the screen offers
 * only what the server would allow: the conversation's creator removes members who are not
 * permanent; the class's teachers mute and lift students; a parent blocks another parent. The
 * routes check each again.
 */
export async function memberModeration(
  db: Kysely<Database>,
  caller: ChatCaller,
  conversation: Pick<LoadedConversation, 'access' | 'creatorKey' | 'classId'>,
  members: readonly MemberRow[],
  { teaches, now }: { teaches: boolean; now: Date },
): Promise<Map<string, MemberModeration>> {
  const isMember = conversation.access.as === 'member';
  const studentIds = members.flatMap((member) => (member.studentId ? [member.studentId] : []));
  const mutes =
    teaches && isMember && studentIds.length > 0
      ? await db
          .selectFrom('chat_mutes')
          .select(['student_id', 'until'])
          .where('class_id', '=', conversation.classId)
          .where('student_id', 'in', studentIds)
          .where('lifted_at', 'is', null)
          .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
          .execute()
      : [];
  const blocked =
    caller.kind === 'parent'
      ? new Set(
          (
            await db
              .selectFrom('chat_blocks')
              .select('blocked_id')
              .where('blocker_id', '=', caller.id)
              .execute()
          ).map((row) => row.blocked_id),
        )
      : new Set<string>();

  const result = new Map<string, MemberModeration>();
  for (const member of members) {
    const other = member.key !== caller.key;
    const mute = mutes.find((row) => row.student_id === member.studentId);
    result.set(member.key, {
      id: member.userId ?? member.studentId ?? '',
      mayRemove: isMember && other && !member.permanent && conversation.creatorKey === caller.key,
      mute:
        teaches && isMember && member.studentId
          ? { muted: mute !== undefined, until: mute?.until ?? null }
          : null,
      blocked:
        caller.kind === 'parent' && other && member.kind === 'parent' && member.userId
          ? blocked.has(member.userId)
          : null,
    });
  }
  return result;
}
