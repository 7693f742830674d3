import type { Kysely } from 'kysely';

/**
 * Chat's attachments (issue 17, point 9): pictures and PDFs up to 10 MB, checked from their
 * bytes and stored privately. A file is uploaded first (`message_id` null) and then carried by
 * the message that names it.
 *
 * Both links are `set null`, not `cascade`: a deleted conversation (the class's retention, the
 * class deleted) or message (the student's account deleted) leaves the row without its link,
 * and the clean-up (server/modules/chat/attachment-cleanup.ts) removes the row and its stored
 * file. A cascade would drop the row and leave the file behind with nothing naming it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_attachments')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(40)', (col) =>
      col.references('chat_conversations.id').onDelete('set null'),
    )
    .addColumn('message_id', 'varchar(40)', (col) =>
      col.references('chat_messages.id').onDelete('set null'),
    )
    .addColumn('uploader_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chat_attachments_message_idx')
    .on('chat_attachments')
    .column('message_id')
    .execute();
  await db.schema
    .createIndex('chat_attachments_pending_idx')
    .on('chat_attachments')
    .columns(['conversation_id', 'uploader_key', 'message_id'])
    .execute();
  await db.schema
    .createIndex('chat_attachments_created_idx')
    .on('chat_attachments')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_attachments').execute();
}
