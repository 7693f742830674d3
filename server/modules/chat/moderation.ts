import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WITHDRAW_WINDOW_MS } from '../../../common/chat/rules';
import { CHAT_PAGES } from '../../../common/chat/pages';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { RECORD_ID } from '../../../common/schemas/ids';
import { loadConversation, type ChatCaller, type LoadedConversation } from '../../access/chat';
import { assertNotPrivateWithMinor } from '../../access/chat-start';
import { teachersOfClasses } from '../../access/teaches-class';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { announceNotifications, recordNotifications } from '../notifications/record-notifications';
import { announceChat, memberKeysOf } from './live';
import { activeMembers } from './members';
import { isMinor } from '../../../common/chat/second-adult';

/**
 * What members do to messages and conversations besides writing (issue 17, points 3, 5 and 7):
 * mark read, withdraw within 5 minutes, leave, remove, report.
 */

const messageNotFound = () => new AppError('NOT_FOUND', { message: M.messageNotFound });

/** The message and its conversation, through the conversation's access rule. */
export async function loadMessage(
  request: FastifyRequest,
  caller: ChatCaller,
  messageId: string,
): Promise<{
  message: {
    id: string;
    sender_key: string;
    created_at: string;
    withdrawn_at: string | null;
    delivered_at: string | null;
    sender_name: string;
  };
  conversation: LoadedConversation;
}> {
  const message = RECORD_ID.test(messageId)
    ? await request.server.db
        .selectFrom('chat_messages')
        .select([
          'id',
          'conversation_id',
          'sender_key',
          'created_at',
          'withdrawn_at',
          'delivered_at',
          'sender_name',
        ])
        .where('id', '=', messageId)
        .executeTakeFirst()
    : undefined;
  if (!message) throw messageNotFound();
  const conversation = await loadConversation(request, caller, message.conversation_id, {
    audit: false,
  }).catch(() => {
    throw messageNotFound();
  });
  // Others see a message only once delivered.
  if (!message.delivered_at && message.sender_key !== caller.key) throw messageNotFound();
  return { message, conversation };
}

/** Everything delivered so far is read. Reads by students are never shown to anyone. */
export async function markRead(
  app: FastifyInstance,
  caller: ChatCaller,
  conversation: LoadedConversation,
  now: Date,
): Promise<void> {
  if (conversation.access.as !== 'member') return;
  await app.db
    .updateTable('chat_members')
    .set({ last_read_at: now.toISOString() })
    .where('conversation_id', '=', conversation.id)
    .where('member_key', '=', caller.key)
    .where((eb) =>
      eb.or([eb('last_read_at', 'is', null), eb('last_read_at', '<', now.toISOString())]),
    )
    .execute();
  // Senders' screens show "seen".
  await announceChat(app, conversation.id, await memberKeysOf(app, conversation.id));
}

/**
 * A sender withdraws their own message within 5 minutes (point 5). Others then read "message
 * withdrawn"; the original stays for school admins and exports. Students never withdraw.
 */
export async function withdrawMessage(
  request: FastifyRequest,
  caller: ChatCaller,
  messageId: string,
  now: Date,
): Promise<void> {
  if (caller.kind === 'student')
    throw new AppError('FORBIDDEN', { message: M.studentsCannotWithdraw });
  const { message, conversation } = await loadMessage(request, caller, messageId);
  if (message.sender_key !== caller.key)
    throw new AppError('FORBIDDEN', { message: M.withdrawOwnOnly });
  if (message.withdrawn_at) throw new AppError('CONFLICT', { message: M.alreadyWithdrawn });
  if (now.getTime() - new Date(message.created_at).getTime() > WITHDRAW_WINDOW_MS) {
    throw new AppError('CONFLICT', { message: M.withdrawTooLate });
  }
  const app = request.server;
  await app.db
    .updateTable('chat_messages')
    .set({ withdrawn_at: now.toISOString() })
    .where('id', '=', message.id)
    .where('withdrawn_at', 'is', null)
    .execute();
  await writeAudit(app.db, {
    action: 'chat_message_withdrawn',
    actorType: 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: conversation.classId,
    details: { conversationId: conversation.id, messageId: message.id },
  });
  await announceChat(app, conversation.id, await memberKeysOf(app, conversation.id));
}

/**
 * A member leaves, or the conversation's starter removes someone (point 3). The second adult
 * and a group's teacher are permanent; and nobody may leave a conversation that would then hold
 * exactly one adult and one minor.
 */
export async function removeMember(
  request: FastifyRequest,
  caller: ChatCaller,
  conversation: LoadedConversation,
  memberKey: string,
  now: Date,
): Promise<void> {
  const app = request.server;
  if (conversation.access.as !== 'member') throw new AppError('FORBIDDEN', { member: M.readOnly });
  const leaving = memberKey === caller.key;
  if (!leaving && conversation.creatorKey !== caller.key) {
    throw new AppError('FORBIDDEN', { member: M.cannotRemoveMember });
  }
  const members = await activeMembers(app.db, [conversation.id]);
  const member = members.find((m) => m.key === memberKey);
  if (!member) throw new AppError('NOT_FOUND', { member: M.conversationNotFound });
  if (member.permanent) throw new AppError('CONFLICT', { member: M.permanentMember });
  const rest = members.filter((m) => m.key !== memberKey);
  const minor = rest.find((m) => m.studentId && isMinor(m.grade));
  assertNotPrivateWithMinor(
    rest.map((m) => ({ studentId: m.studentId, minor: Boolean(m.studentId && isMinor(m.grade)) })),
    minor?.firstName,
  );
  await app.db
    .updateTable('chat_members')
    .set({ left_at: now.toISOString() })
    .where('conversation_id', '=', conversation.id)
    .where('member_key', '=', memberKey)
    .where('left_at', 'is', null)
    .execute();
  await writeAudit(app.db, {
    action: leaving ? 'chat_left' : 'chat_member_removed',
    actorType: caller.kind === 'student' ? 'student' : 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: conversation.classId,
    details: { conversationId: conversation.id, memberKey },
  });
  await announceChat(app, conversation.id, [...rest.map((m) => m.key), memberKey]);
}

/**
 * A member reports a message with a reason (point 7): the class's teachers hear of it, and the
 * safeguarding lead too when a student reported it. Once per message and person.
 */
export async function reportMessage(
  request: FastifyRequest,
  caller: ChatCaller,
  messageId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const app = request.server;
  const { message, conversation } = await loadMessage(request, caller, messageId);
  const inserted = await app.db
    .insertInto('chat_reports')
    .values({
      id: crypto.randomUUID(),
      message_id: message.id,
      reporter_key: caller.key,
      reporter_user_id: caller.kind === 'student' ? null : caller.id,
      reporter_student_id: caller.kind === 'student' ? caller.id : null,
      reason,
      created_at: now.toISOString(),
      resolved_at: null,
      resolved_by: null,
    })
    .onConflict((oc) => oc.columns(['message_id', 'reporter_key']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 1n) === 0n) return;
  const teachers = await teachersOfClasses(app.db, [conversation.classId]);
  const userIds = new Set(teachers.map((row) => row.teacherId));
  if (caller.kind === 'student') conversation.policy.leadIds.forEach((id) => userIds.add(id));
  userIds.delete(caller.id);
  const recipients = await recordNotifications(
    app.db,
    {
      kind: 'chat_report',
      recipients: [...userIds].map((userId) => ({ userId })),
      classId: conversation.classId,
      projectId: null,
      actorName: caller.name,
      subject: conversation.policy.classTitle,
      link: CHAT_PAGES.conversation(conversation.id),
    },
    now,
  );
  await writeAudit(app.db, {
    action: 'chat_message_reported',
    actorType: caller.kind === 'student' ? 'student' : 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: conversation.classId,
    details: { conversationId: conversation.id, messageId: message.id },
  });
  await announceNotifications(app.live, recipients);
}
