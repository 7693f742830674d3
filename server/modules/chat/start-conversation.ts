import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import type { CreateConversation } from '../../../common/schemas/chat';
import { loadChatClass, type ChatCaller } from '../../access/chat';
import { planConversation } from '../../access/chat-start';
import { AppError } from '../../errors';
import { insertMembers } from './members';

/**
 * Starts a conversation (issue 17, point 2): the access layer decides whether the caller may,
 * and who is in it; this stores it. The same start repeated (same caller and client id) finds
 * the conversation made the first time.
 */
export async function startConversation(
  request: FastifyRequest,
  caller: ChatCaller,
  input: CreateConversation,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const db = request.server.db;
  const again = await existing(request, caller, input.clientId);
  if (again) return { id: again, created: false };
  const { policy, standing } = await loadChatClass(request, caller, input.classId);
  if (policy.archived) throw new AppError('CONFLICT', { classId: M.classArchived });
  if (!policy.enabled) throw new AppError('CONFLICT', { classId: M.chatOff });
  const plan = await planConversation(db, caller, standing, policy, input);
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('chat_conversations')
      .values({
        id,
        class_id: policy.classId,
        kind: plan.kind,
        title: plan.title,
        about_student_id: plan.aboutStudentId,
        replies_allowed: plan.repliesAllowed ? 1 : 0,
        creator_key: caller.key,
        client_id: input.clientId,
        created_at: at,
        last_message_at: null,
      })
      .onConflict((oc) => oc.columns(['creator_key', 'client_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await insertMembers(trx, id, plan.members, at);
    return true;
  });
  if (!inserted) {
    // Two identical starts at once: the other one made it.
    return { id: (await existing(request, caller, input.clientId))!, created: false };
  }
  return { id, created: true };
}

async function existing(
  request: FastifyRequest,
  caller: ChatCaller,
  clientId: string,
): Promise<string | undefined> {
  const row = await request.server.db
    .selectFrom('chat_conversations')
    .select('id')
    .where('creator_key', '=', caller.key)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.id;
}
