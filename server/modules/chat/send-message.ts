import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { deliveryTime, type QuietHours } from '../../../common/chat/delivery-window';
import { isMinor } from '../../../common/chat/second-adult';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { ChatMessage, SendMessage } from '../../../common/schemas/chat';
import {
  leadsSafeguardingFor,
  studentShortName,
  type ChatCaller,
  type LoadedConversation,
} from '../../access/chat';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { attachRefusal } from '../../access/chat-attachments';
import { attachmentsOf, audienceOfCaller, linkAttachments } from './attachments';
import { announceCareFlag, raiseCareFlag, type RaisedFlag } from './care-flags';
import { announceChat, memberKeysOf } from './live';
import { activeMembers, type MemberRow } from './members';
import { messageView } from './message-view';
import { readerOf, zoneOf } from './read-thread';
import { writeRefusal } from './write-refusal';

/**
 * When a message in this conversation arrives (issue 17, point 4). With a minor in it, only
 * from 07:00 to 22:00 in the school's time zone; in every conversation, outside the quiet hours
 * of each teacher in it. An urgent safety message arrives at once.
 */
export async function deliverAtFor(
  db: Kysely<Database>,
  conversation: Pick<LoadedConversation, 'policy'>,
  members: readonly MemberRow[],
  now: Date,
  urgent: boolean,
): Promise<Date> {
  if (urgent) return now;
  const withMinor = members.some((member) => member.studentId && isMinor(member.grade));
  const teacherIds = members.filter((m) => m.kind === 'teacher').map((m) => m.userId!);
  const quiet: QuietHours[] =
    teacherIds.length === 0
      ? []
      : (
          await db
            .selectFrom('chat_user_settings')
            .select(['quiet_start', 'quiet_end'])
            .where('user_id', 'in', teacherIds)
            .where('quiet_start', 'is not', null)
            .where('quiet_end', 'is not', null)
            .execute()
        ).map((row) => ({ start: row.quiet_start!, end: row.quiet_end! }));
  return deliveryTime(now, zoneOf(conversation.policy), quiet, { schoolWindow: withMinor });
}

/**
 * Sends a message: checks that the caller may write now, stores it (once per client id), times
 * its delivery, delivers it at once when the window is open, and raises the care flag when the
 * matcher catches it. Answers the message as its sender sees it.
 */
export async function sendMessage(
  app: FastifyInstance,
  caller: ChatCaller,
  conversation: LoadedConversation,
  input: SendMessage,
  context: { now: Date; publicBaseUrl: string },
): Promise<ChatMessage> {
  const { now } = context;
  const db = app.db;
  const members = await activeMembers(db, [conversation.id]);
  const me = members.find((member) => member.key === caller.key);
  const refusal = await writeRefusal(db, conversation, caller, me, now);
  if (refusal) throw new AppError('CONFLICT', { body: refusal });
  const urgent = input.urgent === true;
  if (urgent && !(caller.kind === 'teacher' && leadsSafeguardingFor(caller, conversation.policy))) {
    throw new AppError('FORBIDDEN', { urgent: M.urgentNotAllowed });
  }
  const attachmentIds = input.attachmentIds ?? [];
  if (attachmentIds.length > 0) {
    const tooYoung = await attachRefusal(db, caller);
    if (tooYoung) throw new AppError('FORBIDDEN', { attachmentIds: tooYoung });
  }

  let row = await findByClient(db, caller.key, input.clientId);
  let flag: RaisedFlag | null = null;
  if (!row) {
    const deliverAt = await deliverAtFor(db, conversation, members, now, urgent);
    const due = deliverAt <= now;
    const id = crypto.randomUUID();
    const senderName =
      caller.kind === 'student'
        ? studentShortName(caller.account.firstName, caller.account.lastName)
        : caller.name;
    const stored = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('chat_messages')
        .values({
          id,
          conversation_id: conversation.id,
          sender_key: caller.key,
          sender_user_id: caller.kind === 'student' ? null : caller.id,
          sender_student_id: caller.kind === 'student' ? caller.id : null,
          sender_name: senderName.slice(0, 120),
          body: input.body,
          client_id: input.clientId,
          urgent: urgent ? 1 : 0,
          created_at: now.toISOString(),
          deliver_at: deliverAt.toISOString(),
          delivered_at: due ? now.toISOString() : null,
          withdrawn_at: null,
        })
        .onConflict((oc) => oc.columns(['sender_key', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await linkAttachments(trx, attachmentIds, {
        conversationId: conversation.id,
        senderKey: caller.key,
        messageId: id,
      });
      if (due) {
        await trx
          .updateTable('chat_conversations')
          .set({ last_message_at: now.toISOString() })
          .where('id', '=', conversation.id)
          .execute();
      }
      await trx
        .updateTable('chat_members')
        .set({ last_read_at: now.toISOString() })
        .where('conversation_id', '=', conversation.id)
        .where('member_key', '=', caller.key)
        .execute();
      flag = await raiseCareFlag(
        trx,
        conversation.policy,
        {
          source: 'message',
          messageId: id,
          studentId: caller.kind === 'student' ? caller.id : null,
          authorName: caller.name,
          text: input.body,
        },
        now,
      );
      if (urgent) {
        await writeAudit(trx, {
          action: 'chat_urgent_message',
          actorType: 'user',
          actorId: caller.id,
          targetType: 'class',
          targetId: conversation.classId,
          details: { conversationId: conversation.id, messageId: id },
        });
      }
      return true;
    });
    row = await findByClient(db, caller.key, input.clientId);
    if (stored) {
      // Delivered: every member's screen hears of it; held: only the sender's other tabs.
      await announceChat(
        app,
        conversation.id,
        due ? await memberKeysOf(app, conversation.id) : [caller.key],
      );
      if (flag) {
        await announceCareFlag(app, flag, {
          classTitle: conversation.policy.classTitle,
          authorName: caller.name,
          publicBaseUrl: context.publicBaseUrl,
        });
      }
    }
  }
  const reader = readerOf(caller, conversation, false);
  return messageView(row!, reader, {
    members,
    timeZone: zoneOf(conversation.policy),
    now,
    flagged: new Set(),
    attachments: await attachmentsOf(db, [row!.id], audienceOfCaller(caller)),
  });
}

async function findByClient(db: Kysely<Database>, senderKey: string, clientId: string) {
  return db
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
      'conversation_id',
    ])
    .where('sender_key', '=', senderKey)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}
