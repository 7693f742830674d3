import type { Kysely } from 'kysely';

/**
 * Indexes found by the chat bench (`npm run bench -- --only=chat`; issue 17, point 16). With
 * 200,000 messages, a teacher's conversation list (400 conversations) took 20 ms at the median
 * and 58 ms at the 95th percentile, most of it in two lookups per conversation:
 * - the unread count read every message of the conversation from the table, to compare its
 *   delivery time with the member's read mark and skip their own: (conversation_id,
 *   delivered_at, sender_key) answers it from the index, from the read mark on;
 * - the last message sorted all of the conversation's messages by (created_at, id), as
 *   (conversation_id, created_at) leaves the id out: with it, the newest is the index's last
 *   entry. It replaces the narrower index, which every query that used it can use instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_messages_unread_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'delivered_at', 'sender_key'])
    .execute();
  await db.schema
    .createIndex('chat_messages_latest_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('chat_messages_conversation_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('chat_messages_latest_idx').execute();
  await db.schema.dropIndex('chat_messages_unread_idx').execute();
}
