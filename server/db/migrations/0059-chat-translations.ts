import type { Kysely } from 'kysely';

/**
 * "Show in my language" (issue 17, point 13): each message's translation into each language,
 * kept so a message's words go to the translation provider once per language, however many
 * readers ask. Rows go with their message (and so with its conversation, when the privacy job
 * deletes a class's chat or a school's deletion removes the class).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_translations')
    .addColumn('message_id', 'varchar(40)', (col) =>
      col.notNull().references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('target', 'varchar(16)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_translations_pk', ['message_id', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_translations').execute();
}
