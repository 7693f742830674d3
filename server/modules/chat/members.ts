import type { Kysely, Transaction } from 'kysely';
import type { MemberKind, MemberRole } from '../../../common/chat/rules';
import { personName, studentShortName } from '../../access/chat';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A conversation's member as the screens name them. */
export interface MemberRow {
  conversationId: string;
  key: string;
  kind: MemberKind;
  role: MemberRole;
  permanent: boolean;
  userId: string | null;
  studentId: string | null;
  firstName: string;
  /** In full for adults; a student's surname only where an adult reads it. */
  fullName: string;
  shortName: string;
  lastReadAt: string | null;
  grade: string | null;
}

/** The active members of these conversations, with their names. */
export async function activeMembers(
  db: Db,
  conversationIds: readonly string[],
): Promise<MemberRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .selectFrom('chat_members')
    .leftJoin('users', 'users.id', 'chat_members.user_id')
    .leftJoin('students', 'students.id', 'chat_members.student_id')
    .select([
      'chat_members.conversation_id',
      'chat_members.member_key',
      'chat_members.kind',
      'chat_members.role',
      'chat_members.permanent',
      'chat_members.user_id',
      'chat_members.student_id',
      'chat_members.last_read_at',
      'users.first_name as user_first',
      'users.last_name as user_last',
      'students.first_name as student_first',
      'students.last_name as student_last',
      'students.grade',
    ])
    .where('chat_members.conversation_id', 'in', [...conversationIds])
    .where('chat_members.left_at', 'is', null)
    .orderBy('chat_members.joined_at')
    .orderBy('chat_members.member_key')
    .execute();
  return rows.map((row) => {
    const first = row.user_first ?? row.student_first ?? '';
    const last = row.user_last ?? row.student_last ?? '';
    return {
      conversationId: row.conversation_id,
      key: row.member_key,
      kind: row.kind,
      role: row.role,
      permanent: row.permanent === 1,
      userId: row.user_id,
      studentId: row.student_id,
      firstName: first,
      fullName: personName(first, last),
      shortName: row.student_id ? studentShortName(first, last) : personName(first, last),
      lastReadAt: row.last_read_at,
      grade: row.grade ?? null,
    };
  });
}

/** Adds members to a conversation (skipping any already in it), inside the caller's transaction. */
export async function insertMembers(
  db: Db,
  conversationId: string,
  members: readonly {
    key: string;
    userId: string | null;
    studentId: string | null;
    kind: MemberKind;
    role: MemberRole;
    permanent: boolean;
  }[],
  at: string,
): Promise<void> {
  if (members.length === 0) return;
  await db
    .insertInto('chat_members')
    .values(
      members.map((member) => ({
        conversation_id: conversationId,
        member_key: member.key,
        user_id: member.userId,
        student_id: member.studentId,
        kind: member.kind,
        role: member.role,
        permanent: member.permanent ? 1 : 0,
        joined_at: at,
        left_at: null,
        last_read_at: null,
        emailed_through: null,
      })),
    )
    .onConflict((oc) => oc.columns(['conversation_id', 'member_key']).doNothing())
    .execute();
}
