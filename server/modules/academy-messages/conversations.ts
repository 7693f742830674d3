import { sql, type Kysely, type Transaction } from 'kysely';
import {
  COURSE_MESSAGE_LIMITS as LIMITS,
  COURSE_MESSAGES as M,
  COURSE_MESSAGES_COPY as COPY,
} from '../../../common/copy/academy-messages';
import type {
  ConversationSummary,
  CourseMessage,
  MessagingViewer,
} from '../../../common/schemas/academy-messages';
import { closedMessageOf, type CourseMessaging } from '../../access/course-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { membersById } from '../academy-board/members';

type Db = Kysely<Database> | Transaction<Database>;

export function viewerOf(messaging: CourseMessaging): MessagingViewer {
  return {
    userId: messaging.account.id,
    staff: messaging.staff,
    messagingOn: messaging.course.messaging_off !== 1,
    closedMessage: closedMessageOf(messaging),
    courseTitle: messaging.course.title,
  };
}

/** Whether the user is an active participant of the course now. */
export async function isActiveParticipant(
  db: Db,
  courseId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('course_members')
    .select('user_id')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where('role', '=', 'participant')
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function conversationOf(db: Db, courseId: string, participantId: string) {
  return db
    .selectFrom('course_conversations')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('participant_user_id', '=', participantId)
    .executeTakeFirst();
}

/**
 * The participant whose conversation is asked for, as it may be read: an active participant
 * (who may be written to), or someone who left but wrote before (read only). Anyone else: 404.
 */
export async function participantFor(
  db: Db,
  messaging: CourseMessaging,
  participantId: string,
): Promise<{ active: boolean; conversation: Awaited<ReturnType<typeof conversationOf>> }> {
  const courseId = messaging.course.id;
  const active = await isActiveParticipant(db, courseId, participantId);
  const conversation = await conversationOf(db, courseId, participantId);
  if (!active && !conversation) throw new AppError('NOT_FOUND', { thread: M.threadNotFound });
  return { active, conversation };
}

/** Messages unread by `userId`: others' (not withdrawn) after the user's read mark. */
function unreadCount(userId: string) {
  return sql<number>`(select count(*) from course_messages m
    where m.conversation_id = c.id and m.withdrawn_at is null
    and (m.sender_user_id is null or m.sender_user_id <> ${userId})
    and m.created_at > coalesce((select r.last_read_at from course_message_reads r
      where r.conversation_id = c.id and r.user_id = ${userId}), ''))`;
}

async function namesOf(db: Db, messaging: CourseMessaging, ids: string[]) {
  return membersById(db as Kysely<Database>, messaging.course.id, messaging.course.owner_id, ids);
}

/**
 * The caller's conversations in the course, latest first, 50 at a time: a participant's own
 * (none until someone writes), or, for an instructor, every participant's.
 */
export async function listConversations(
  db: Db,
  messaging: CourseMessaging,
  after: string | undefined,
): Promise<{ conversations: ConversationSummary[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('course_conversations as c')
    .select(['c.id', 'c.participant_user_id', 'c.last_message_at'])
    .select(unreadCount(messaging.account.id).as('unread'))
    .where('c.course_id', '=', messaging.course.id);
  if (!messaging.staff) query = query.where('c.participant_user_id', '=', messaging.account.id);
  if (after) {
    const from = await db
      .selectFrom('course_conversations')
      .select(['id', 'last_message_at'])
      .where('id', '=', after)
      .where('course_id', '=', messaging.course.id)
      .executeTakeFirst();
    if (!from) throw new AppError('BAD_REQUEST', { after: M.cursorInvalid });
    query = query.where((eb) =>
      eb.or([
        eb('c.last_message_at', '<', from.last_message_at),
        eb.and([eb('c.last_message_at', '=', from.last_message_at), eb('c.id', '<', from.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(LIMITS.page + 1)
    .execute();
  const page = rows.slice(0, LIMITS.page);
  const names = await namesOf(
    db,
    messaging,
    page.map((row) => row.participant_user_id),
  );
  return {
    conversations: page.map((row) => ({
      participantId: row.participant_user_id,
      participantName: names.get(row.participant_user_id)?.name ?? COPY.formerParticipant,
      lastMessageAt: row.last_message_at,
      unread: Number(row.unread),
    })),
    nextCursor: rows.length > LIMITS.page ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A participant's name as the caller sees it ("Former participant" once they left). */
export async function participantName(
  db: Db,
  messaging: CourseMessaging,
  participantId: string,
): Promise<string> {
  const names = await namesOf(db, messaging, [participantId]);
  return names.get(participantId)?.name ?? COPY.formerParticipant;
}

/** The latest 50 messages of a conversation (oldest first), or the 50 before `before`. */
export async function readMessages(
  db: Db,
  messaging: CourseMessaging,
  conversationId: string | undefined,
  participantId: string,
  before: string | undefined,
  now: Date,
): Promise<{ messages: CourseMessage[]; olderCursor: string | null; unread: number }> {
  if (!conversationId) {
    if (before) throw new AppError('BAD_REQUEST', { before: M.cursorInvalid });
    return { messages: [], olderCursor: null, unread: 0 };
  }
  let query = db
    .selectFrom('course_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId);
  if (before) {
    const from = await db
      .selectFrom('course_messages')
      .select(['id', 'created_at'])
      .where('id', '=', before)
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    if (!from) throw new AppError('BAD_REQUEST', { before: M.cursorInvalid });
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', from.created_at),
        eb.and([eb('created_at', '=', from.created_at), eb('id', '<', from.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMITS.page + 1)
    .execute();
  const page = rows.slice(0, LIMITS.page).reverse();
  const names = await namesOf(
    db,
    messaging,
    page.flatMap((row) => (row.sender_user_id ? [row.sender_user_id] : [])),
  );
  const me = messaging.account.id;
  const messages = page.map((row): CourseMessage => {
    const mine = row.sender_user_id === me;
    const until = new Date(Date.parse(row.created_at) + LIMITS.withdrawWindowMs);
    const former =
      row.sender_user_id === participantId ? COPY.formerParticipant : COPY.formerInstructor;
    return {
      id: row.id,
      senderName: mine
        ? COPY.you
        : ((row.sender_user_id && names.get(row.sender_user_id)?.name) ?? former),
      mine,
      body: row.withdrawn_at ? '' : row.body,
      withdrawn: row.withdrawn_at !== null,
      createdAt: row.created_at,
      withdrawableUntil: mine && !row.withdrawn_at && until > now ? until.toISOString() : null,
    };
  });
  const unread = await db
    .selectFrom('course_conversations as c')
    .select(unreadCount(me).as('unread'))
    .where('c.id', '=', conversationId)
    .executeTakeFirst();
  return {
    messages,
    olderCursor: rows.length > LIMITS.page ? (page[0]?.id ?? null) : null,
    unread: Number(unread?.unread ?? 0),
  };
}
