import type { FastifyInstance } from 'fastify';
import { announceChat, memberKeysOf } from './live';

/** How often each instance delivers the messages whose window has opened. */
export const CHAT_DELIVERY_INTERVAL_MS = 5_000;
/** Messages one run delivers at most; the next run takes the rest. */
const BATCH = 500;

/**
 * Delivers the messages held for the delivery window once it opens (issue 17, point 4), on
 * every instance every few seconds (tests call it with their own clock). Each message is
 * claimed by a conditional update, so two instances never deliver one twice; then each
 * conversation's members hear of it live.
 */
export async function deliverDueMessages(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const due = await app.db
    .selectFrom('chat_messages')
    .select(['id', 'conversation_id'])
    .where('delivered_at', 'is', null)
    .where('deliver_at', '<=', now.toISOString())
    .orderBy('deliver_at')
    .limit(BATCH)
    .execute();
  const at = now.toISOString();
  const conversations = new Set<string>();
  for (const message of due) {
    const claimed = await app.db
      .updateTable('chat_messages')
      .set({ delivered_at: at })
      .where('id', '=', message.id)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if ((claimed.numUpdatedRows ?? 0n) === 0n) continue;
    conversations.add(message.conversation_id);
  }
  for (const conversationId of conversations) {
    await app.db
      .updateTable('chat_conversations')
      .set({ last_message_at: at })
      .where('id', '=', conversationId)
      .execute();
    await announceChat(app, conversationId, await memberKeysOf(app, conversationId));
  }
  return due.length;
}
