import type { Kysely } from 'kysely';
import { CHAT_LIMITS } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ChatThread } from '../../../common/schemas/chat';
import {
  leadsSafeguardingFor,
  type ChatCaller,
  type ClassChatPolicy,
  type LoadedConversation,
} from '../../access/chat';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { audienceOf, titleOf, type AboutStudent } from './conversation-words';
import { memberModeration } from './member-actions';
import { attachRefusal } from '../../access/chat-attachments';
import { attachmentsOf, audienceOfCaller } from './attachments';
import { activeMembers } from './members';
import { messageView, type Reader } from './message-view';
import { writeRefusal } from './write-refusal';
import { teachesClass } from '../../access/teaches-class';

/** The time zone a class's messages are timed in; a class without one counts in UTC. */
export const zoneOf = (policy: ClassChatPolicy) => policy.timeZone ?? 'UTC';

/** What a reader of this conversation may see (issue 17, points 5, 6 and 9). */
export function readerOf(
  caller: ChatCaller,
  conversation: Pick<LoadedConversation, 'access' | 'policy'>,
  teachesClass: boolean,
): Reader {
  return {
    key: caller.key,
    kind: caller.kind,
    keepsRecord: conversation.access.as === 'oversight',
    seesReadsOf:
      caller.kind === 'teacher'
        ? 'everyone'
        : caller.kind === 'parent' && conversation.policy.parentsSeeReads
          ? 'teachers'
          : 'nobody',
    seesFlags: teachesClass || leadsSafeguardingFor(caller, conversation.policy),
  };
}

export async function aboutStudent(
  db: Kysely<Database>,
  studentId: string | null,
): Promise<AboutStudent | null> {
  if (!studentId) return null;
  const row = await db
    .selectFrom('students')
    .select(['first_name', 'last_name'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  return row
    ? { firstName: row.first_name, fullName: `${row.first_name} ${row.last_name}`.trim() }
    : null;
}

/** The ids among these messages that raised a care flag. */
export async function flaggedAmong(
  db: Kysely<Database>,
  messageIds: readonly string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('care_flags')
    .select('message_id')
    .where('message_id', 'in', [...messageIds])
    .execute();
  return new Set(rows.map((row) => row.message_id!));
}

/**
 * A conversation and its latest messages as the caller sees them. Others' messages appear once
 * delivered; the sender sees their own at once, with its delivery state. A school admin keeping
 * watch sees every message as it was written, withdrawn ones included.
 */
export async function readThread(
  db: Kysely<Database>,
  caller: ChatCaller,
  conversation: LoadedConversation,
  now: Date,
  {
    translation = false,
    before,
  }: {
    /** Whether "Show in my language" is offered here (translate-message.ts decides). */
    translation?: boolean;
    /** A message's id: the page of messages before it (the latest page when absent). */
    before?: string | undefined;
  } = {},
): Promise<ChatThread> {
  const members = await activeMembers(db, [conversation.id]);
  const me = members.find((member) => member.key === caller.key);
  const teaches =
    caller.kind === 'teacher' && (await teachesClass(db, caller.id, conversation.classId)) !== null;
  const reader = readerOf(caller, conversation, teaches);
  let query = db
    .selectFrom('chat_messages')
    .select([
      'id',
      'sender_key',
      'sender_name',
      'body',
      'urgent',
      'created_at',
      'deliver_at',
      'delivered_at',
      'withdrawn_at',
    ])
    .where('conversation_id', '=', conversation.id);
  if (!reader.keepsRecord) {
    query = query.where((eb) =>
      eb.or([eb('delivered_at', 'is not', null), eb('sender_key', '=', caller.key)]),
    );
  }
  /** A page, oldest first, and whether more lie before it (one row more is read to know). */
  const page = async (older: typeof query) => {
    const found = await older
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHAT_LIMITS.threadPage + 1)
      .execute();
    return {
      rows: found.slice(0, CHAT_LIMITS.threadPage).reverse(),
      hasEarlier: found.length > CHAT_LIMITS.threadPage,
    };
  };
  // The summary (unread, last message) always reads the latest page.
  const latest = await page(query);
  const anchor = before
    ? await db
        .selectFrom('chat_messages')
        .select(['id', 'created_at'])
        .where('id', '=', before)
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirst()
    : undefined;
  if (before && !anchor) throw new AppError('NOT_FOUND', { before: M.messageNotFound });
  const { rows, hasEarlier } = anchor
    ? await page(
        query.where((eb) =>
          eb.or([
            eb('created_at', '<', anchor.created_at),
            eb.and([eb('created_at', '=', anchor.created_at), eb('id', '<', anchor.id)]),
          ]),
        ),
      )
    : latest;
  const flagged = reader.seesFlags
    ? await flaggedAmong(
        db,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
    audienceOfCaller(caller),
  );
  const context = { members, timeZone: zoneOf(conversation.policy), now, flagged, attachments };
  const words = {
    kind: conversation.kind,
    title: conversation.title,
    classTitle: conversation.policy.classTitle,
    about: await aboutStudent(db, conversation.aboutStudentId),
  };
  const readOnly = await writeRefusal(db, conversation, caller, me, now);
  const unread = me
    ? latest.rows.filter(
        (row) =>
          row.delivered_at &&
          row.sender_key !== caller.key &&
          (!me.lastReadAt || row.delivered_at > me.lastReadAt),
      ).length
    : 0;
  const last = latest.rows
    .filter((row) => row.delivered_at || row.sender_key === caller.key)
    .at(-1);
  const moderation = await memberModeration(db, caller, conversation, members, { teaches, now });
  return {
    conversation: {
      id: conversation.id,
      kind: conversation.kind,
      classId: conversation.classId,
      classTitle: conversation.policy.classTitle,
      title: titleOf(words, members, caller.key),
      audience: audienceOf(words, members, caller.key),
      lastMessage: last
        ? {
            preview: last.withdrawn_at
              ? M.withdrawnPlaceholder
              : last.body.slice(0, 140) || M.attachmentOnly,
            senderName: last.sender_name,
            at: last.delivered_at ?? last.created_at,
            withdrawn: last.withdrawn_at !== null,
          }
        : null,
      unread,
      members: members.map((member) => ({
        key: member.key,
        kind: member.kind,
        name: caller.kind === 'student' ? member.shortName : member.fullName,
        role: member.role,
        permanent: member.permanent,
        you: member.key === caller.key,
        ...moderation.get(member.key)!,
      })),
      mayWrite: readOnly === null,
      whyReadOnly: readOnly,
      mayLeave: Boolean(me && !me.permanent && conversation.kind !== 'announcement'),
      repliesAllowed: conversation.repliesAllowed,
      mayUrgent: caller.kind === 'teacher' && leadsSafeguardingFor(caller, conversation.policy),
      translation: { available: translation },
      mayAttach: readOnly === null && (await attachRefusal(db, caller)) === null,
    },
    messages: rows.map((row) => messageView(row, reader, context)),
    hasEarlier,
  };
}
