import type { Kysely } from 'kysely';

/**
 * Academy course messaging (issue 17, point 1: "Adult Academy courses have course messaging on
 * by default"). Adults only, so none of chat's second-adult or delivery-window rules.
 *
 * - `courses.messaging_off`: 0 (the default) means on; an instructor may turn it off, after
 *   which nothing can be sent but everything written stays readable.
 * - `course_conversations`: one per participant and course (unique), whose members are that
 *   participant and the course's instructors as they are now (never stored: a co-instructor
 *   who leaves stops reading at once).
 * - `course_messages`: never deleted by a person; a withdrawal sets `withdrawn_at`.
 *   `client_id` is unique per sender so a repeated send makes one message.
 * - `course_message_reads`: each reader's read mark, for unread counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    .addColumn('messaging_off', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('course_conversations')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('participant_user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_message_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('course_conversations_participant_uq', [
      'course_id',
      'participant_user_id',
    ])
    .execute();
  await db.schema
    .createIndex('course_conversations_latest_idx')
    .on('course_conversations')
    .columns(['course_id', 'last_message_at', 'id'])
    .execute();

  await db.schema
    .createTable('course_messages')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(40)', (col) =>
      col.notNull().references('course_conversations.id').onDelete('cascade'),
    )
    // An instructor's messages stay (with "Former instructor") if their account goes.
    .addColumn('sender_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('withdrawn_at', 'varchar(40)')
    .addUniqueConstraint('course_messages_client_uq', ['sender_user_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('course_messages_thread_idx')
    .on('course_messages')
    .columns(['conversation_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('course_message_reads')
    .addColumn('conversation_id', 'varchar(40)', (col) =>
      col.notNull().references('course_conversations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('last_read_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_message_reads_pk', ['conversation_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_message_reads').execute();
  await db.schema.dropTable('course_messages').execute();
  await db.schema.dropTable('course_conversations').execute();
  await db.schema.alterTable('courses').dropColumn('messaging_off').execute();
}
