import type { Kysely } from 'kysely';
import {
  COURSE_MESSAGE_LIMITS as LIMITS,
  COURSE_MESSAGES as M,
} from '../../../common/copy/academy-messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { SendMessageInput } from '../../../common/schemas/academy-messages';
import { assertMaySend, type CourseMessaging } from '../../access/course-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { courseStaffIds, displayNameOf } from '../academy-notifications/course-people';
import { notifyAcademy, type NotificationRecipient } from '../academy-notifications/notify';
import { participantFor } from './conversations';

/**
 * Sends a message in the participant's conversation, making the conversation on its first
 * message. The same client id again (a double click, a retry) answers the message it made.
 * The recipients (the participant, or the course's instructors) are told in the transaction;
 * the route rings their bells after the commit.
 */
export async function sendMessage(
  db: Kysely<Database>,
  messaging: CourseMessaging,
  participantId: string,
  input: SendMessageInput,
  notices: NotificationRecipient[],
  now: Date,
): Promise<{ id: string }> {
  const me = messaging.account.id;
  const courseId = messaging.course.id;
  const again = await db
    .selectFrom('course_messages as m')
    .innerJoin('course_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'c.course_id', 'c.participant_user_id'])
    .where('m.sender_user_id', '=', me)
    .where('m.client_id', '=', input.clientId)
    .executeTakeFirst();
  if (again) {
    if (again.course_id !== courseId || again.participant_user_id !== participantId) {
      throw new AppError('BAD_REQUEST', { clientId: M.clientIdInvalid });
    }
    return { id: again.id };
  }
  const { active } = await participantFor(db, messaging, participantId);
  assertMaySend(messaging);
  if (!active) throw new AppError('CONFLICT', { messages: M.participantGone });

  const at = now.toISOString();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('course_conversations')
      .values({
        id: crypto.randomUUID(),
        course_id: courseId,
        participant_user_id: participantId,
        created_at: at,
        last_message_at: at,
      })
      .onConflict((conflict) => conflict.columns(['course_id', 'participant_user_id']).doNothing())
      .execute();
    const conversation = await trx
      .selectFrom('course_conversations')
      .select('id')
      .where('course_id', '=', courseId)
      .where('participant_user_id', '=', participantId)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('course_messages')
      .values({
        id,
        conversation_id: conversation.id,
        sender_user_id: me,
        body: input.body,
        client_id: input.clientId,
        created_at: at,
        withdrawn_at: null,
      })
      .onConflict((conflict) => conflict.columns(['sender_user_id', 'client_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await trx
      .updateTable('course_conversations')
      .set({ last_message_at: at })
      .where('id', '=', conversation.id)
      .execute();
    // What one writes is read: the sender's own mark moves with their message.
    await markReadIn(trx, conversation.id, me, at);
    notices.push(
      ...(await notifyAcademy(trx, {
        kind: 'course_message',
        courseId,
        recipientUserIds: messaging.staff ? [participantId] : await courseStaffIds(trx, courseId),
        actorName: await displayNameOf(trx, me),
        subject: messaging.course.title,
        link: messaging.staff
          ? ACADEMY_PATHS.messages(courseId)
          : ACADEMY_PATHS.messages(courseId, participantId),
        actorUserId: me,
      })),
    );
  });
  // A concurrent retry with the same client id won the insert: answer its message.
  const made = await db
    .selectFrom('course_messages')
    .select('id')
    .where('sender_user_id', '=', me)
    .where('client_id', '=', input.clientId)
    .executeTakeFirstOrThrow();
  return { id: made.id };
}

async function markReadIn(
  db: Kysely<Database>,
  conversationId: string,
  userId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('course_message_reads')
    .values({ conversation_id: conversationId, user_id: userId, last_read_at: at })
    .onConflict((conflict) =>
      conflict.columns(['conversation_id', 'user_id']).doUpdateSet({ last_read_at: at }),
    )
    .execute();
}

/** The caller has read the conversation up to now (nothing to do before its first message). */
export async function markRead(
  db: Kysely<Database>,
  conversationId: string | undefined,
  userId: string,
  now: Date,
): Promise<void> {
  if (conversationId) await markReadIn(db, conversationId, userId, now.toISOString());
}

/**
 * Withdraws the caller's own message in its first 5 minutes (as chat does): readers then see
 * "Message withdrawn". Nothing is deleted. Answers the conversation's participant.
 */
export async function withdrawMessage(
  db: Kysely<Database>,
  messaging: CourseMessaging,
  messageId: string,
  now: Date,
): Promise<string> {
  const row = await db
    .selectFrom('course_messages as m')
    .innerJoin('course_conversations as c', 'c.id', 'm.conversation_id')
    .select(['m.id', 'm.sender_user_id', 'm.created_at', 'm.withdrawn_at', 'c.participant_user_id'])
    .where('m.id', '=', messageId)
    .where('c.course_id', '=', messaging.course.id)
    .executeTakeFirst();
  const visible = row && (messaging.staff || row.participant_user_id === messaging.account.id);
  if (!row || !visible) throw new AppError('NOT_FOUND', { message: M.messageNotFound });
  if (row.sender_user_id !== messaging.account.id) {
    throw new AppError('FORBIDDEN', { message: M.withdrawOwnOnly });
  }
  if (row.withdrawn_at) throw new AppError('CONFLICT', { message: M.alreadyWithdrawn });
  if (now.getTime() - Date.parse(row.created_at) > LIMITS.withdrawWindowMs) {
    throw new AppError('CONFLICT', { message: M.withdrawTooLate });
  }
  await db
    .updateTable('course_messages')
    .set({ withdrawn_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return row.participant_user_id;
}

/** Turns the course's messaging on or off (instructors only; the route checks). */
export async function setMessaging(
  db: Kysely<Database>,
  courseId: string,
  messagingOn: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('courses')
    .set({ messaging_off: messagingOn ? 0 : 1, updated_at: now.toISOString() })
    .where('id', '=', courseId)
    .execute();
}
