import { sql, type Kysely } from 'kysely';
import { CHAT_LIMITS } from '../../../common/chat/rules';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ConversationList } from '../../../common/schemas/chat';
import type { ChatCaller } from '../../access/chat';
import type { Database } from '../../db/schema';
import { audienceOf, titleOf, type AboutStudent } from './conversation-words';
import { activeMembers, type MemberRow } from './members';

/** Announcements pinned first, then the rest. */
const pinnedFirst = (table: 'c' | 'p') =>
  sql`case when ${sql.ref(`${table}.kind`)} = 'announcement' then 0 else 1 end`;
/** The latest message's time, or the start's for a conversation without one. */
const latestFirst = (table: 'c' | 'p') =>
  sql`coalesce(${sql.ref(`${table}.last_message_at`)}, ${sql.ref(`${table}.created_at`)})`;

/** Kinds whose title and audience need no member names. */
const NAMELESS = new Set(['class', 'announcement']);

/**
 * The caller's conversations, latest first, each with its last message and unread count
 * (issue 17, point 12). Announcements come first, pinned, as on the student's and parent's home.
 * Three queries whatever the number of messages: the page of conversations with their counts,
 * their last messages, and the members of the few conversations whose title names people. The
 * page is chosen first and only its conversations are counted (a teacher may be in hundreds);
 * the counts read the indexes of migration 0060, never the messages themselves.
 */
export async function listConversations(
  db: Kysely<Database>,
  caller: ChatCaller,
  { classId, offset = 0 }: { classId?: string | undefined; offset?: number | undefined } = {},
): Promise<ConversationList> {
  let page = db
    .selectFrom('chat_members as me')
    .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
    .innerJoin('classes', 'classes.id', 'c.class_id')
    .leftJoin('students as about', 'about.id', 'c.about_student_id')
    .select([
      'c.id',
      'c.kind',
      'c.title',
      'c.class_id',
      'c.created_at',
      'c.last_message_at',
      'classes.title as class_title',
      'about.first_name as about_first',
      'about.last_name as about_last',
      'me.last_read_at',
    ])
    .where('me.member_key', '=', caller.key)
    .where('me.left_at', 'is', null);
  if (classId) page = page.where('c.class_id', '=', classId);
  const found = await db
    .selectFrom(
      page
        .orderBy(pinnedFirst('c'))
        .orderBy(latestFirst('c'), 'desc')
        .orderBy('c.id')
        // One more than a page, to know whether another follows.
        .limit(CHAT_LIMITS.listPage + 1)
        .offset(offset)
        .as('p'),
    )
    .selectAll('p')
    .select([
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('m.conversation_id', '=', 'p.id')
          .where('m.sender_key', '<>', caller.key)
          // Delivered after the read mark (any delivery when there is none): one index range.
          .where('m.delivered_at', '>', sql<string>`coalesce(${sql.ref('p.last_read_at')}, '')`)
          .as('unread'),
      (eb) =>
        eb
          .selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'p.id')
          .where((w) =>
            w.or([w('m.delivered_at', 'is not', null), w('m.sender_key', '=', caller.key)]),
          )
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last_id'),
    ])
    // A derived table keeps no order: the page's order again.
    .orderBy(pinnedFirst('p'))
    .orderBy(latestFirst('p'), 'desc')
    .orderBy('p.id')
    .execute();
  const hasMore = found.length > CHAT_LIMITS.listPage;
  const rows = found.slice(0, CHAT_LIMITS.listPage);

  const lastIds = rows.map((row) => row.last_id).filter((id): id is string => Boolean(id));
  const lasts =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom('chat_messages')
          .select(['id', 'body', 'sender_name', 'created_at', 'delivered_at', 'withdrawn_at'])
          .where('id', 'in', lastIds)
          .execute();
  const named = rows.filter((row) => !NAMELESS.has(row.kind)).map((row) => row.id);
  const members = await activeMembers(db, named);
  const membersOf = new Map<string, MemberRow[]>();
  for (const member of members) {
    membersOf.set(member.conversationId, [...(membersOf.get(member.conversationId) ?? []), member]);
  }

  const conversations = rows.map((row) => {
    const about: AboutStudent | null = row.about_first
      ? { firstName: row.about_first, fullName: `${row.about_first} ${row.about_last}`.trim() }
      : null;
    const words = { kind: row.kind, title: row.title, classTitle: row.class_title, about };
    const people = membersOf.get(row.id) ?? [];
    const last = lasts.find((message) => message.id === row.last_id);
    const count = Number(row.unread ?? 0);
    return {
      id: row.id,
      kind: row.kind,
      classId: row.class_id,
      classTitle: row.class_title,
      title: titleOf(words, people, caller.key),
      audience: audienceOf(words, people, caller.key),
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
      unread: count,
    };
  });
  return { conversations, unread: await unreadInAll(db, caller, classId), hasMore };
}

/**
 * Unread messages in all the caller's conversations (of one class, when asked), on every page:
 * one index range per conversation from the read mark on (migration 0060).
 */
async function unreadInAll(
  db: Kysely<Database>,
  caller: ChatCaller,
  classId: string | undefined,
): Promise<number> {
  let query = db
    .selectFrom('chat_members as me')
    .innerJoin('chat_messages as m', 'm.conversation_id', 'me.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('me.member_key', '=', caller.key)
    .where('me.left_at', 'is', null)
    .where('m.sender_key', '<>', caller.key)
    .where('m.delivered_at', '>', sql<string>`coalesce(${sql.ref('me.last_read_at')}, '')`);
  if (classId) {
    query = query
      .innerJoin('chat_conversations as c', 'c.id', 'me.conversation_id')
      .where('c.class_id', '=', classId);
  }
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
