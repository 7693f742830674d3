import type { Kysely } from 'kysely';

/**
 * Safe chat (issue 17, decision 0024): conversations between teachers, students and families
 * in which a second adult is always present, delivered in a window, and kept for the record.
 *
 * - `chat_settings`: one row per school (its admins turn chat on) or per independent teacher
 *   (who turns it on for their own classes by accepting the safe-environment terms). It holds
 *   the time zone of the delivery window, the safeguarding lead and observer, and the rules a
 *   school may tighten. No row, or `enabled_at` null: chat is off.
 * - `chat_user_settings`: an adult's own quiet hours on top of the school's, and chat email.
 * - `chat_conversations` belong to a class: deleting the class deletes them, and the privacy job
 *   deletes them a school year after the class is archived. `creator_key` + `client_id` make a
 *   repeated start harmless.
 * - `chat_members` are typed: an adult (`user_id`) or a student (`student_id`), never one column
 *   for both, so each cascades with its own account. `permanent` members (the second adult)
 *   can neither leave nor be removed; `copied` members read only.
 * - `chat_messages` are never deleted by a person: a withdrawal sets `withdrawn_at`. A student's
 *   messages go with the student's account (SPEC §9 deletion); an adult's stay with their name.
 *   `deliver_at` is when the delivery window lets the message arrive; the delivery job sets
 *   `delivered_at`.
 * - `chat_reports`, `chat_mutes`, `chat_blocks`, `chat_consents` (COPPA consent for students
 *   under 13) and `care_flags` (a matched message or reflection, for the safeguarding lead).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('time_zone', 'varchar(64)').execute();

  await db.schema
    .createTable('chat_settings')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('school_id', 'varchar(40)', (col) =>
      col.unique().references('schools.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('enabled_at', 'varchar(40)')
    .addColumn('enabled_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('terms_version', 'varchar(20)')
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('safeguarding_lead_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('observer_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('always_observer', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('parent_messaging', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('parents_see_reads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('translation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('chat_user_settings')
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('quiet_start', 'varchar(5)')
    .addColumn('quiet_end', 'varchar(5)')
    .addColumn('email_off', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(120)')
    .addColumn('about_student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .addColumn('replies_allowed', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('creator_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_message_at', 'varchar(40)')
    .addUniqueConstraint('chat_conversations_client_unique', ['creator_key', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_class_idx')
    .on('chat_conversations')
    .columns(['class_id', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('conversation_id', 'varchar(40)', (col) =>
      col.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('member_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(40)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('role', 'varchar(8)', (col) => col.notNull())
    .addColumn('permanent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('joined_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('left_at', 'varchar(40)')
    .addColumn('last_read_at', 'varchar(40)')
    .addColumn('emailed_through', 'varchar(40)')
    .addPrimaryKeyConstraint('chat_members_pk', ['conversation_id', 'member_key'])
    .execute();
  await db.schema
    .createIndex('chat_members_key_idx')
    .on('chat_members')
    .column('member_key')
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('conversation_id', 'varchar(40)', (col) =>
      col.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('sender_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('sender_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('sender_student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .addColumn('sender_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('urgent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('deliver_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('delivered_at', 'varchar(40)')
    .addColumn('withdrawn_at', 'varchar(40)')
    .addUniqueConstraint('chat_messages_client_unique', ['sender_key', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chat_messages_due_idx')
    .on('chat_messages')
    .columns(['delivered_at', 'deliver_at'])
    .execute();

  await db.schema
    .createTable('chat_reports')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('message_id', 'varchar(40)', (col) =>
      col.notNull().references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('reporter_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('reporter_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('cascade'),
    )
    .addColumn('reporter_student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('resolved_at', 'varchar(40)')
    .addColumn('resolved_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addUniqueConstraint('chat_reports_unique', ['message_id', 'reporter_key'])
    .execute();

  await db.schema
    .createTable('chat_mutes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('until', 'varchar(40)')
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('lifted_at', 'varchar(40)')
    .addColumn('lifted_by', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('chat_mutes_class_student_idx')
    .on('chat_mutes')
    .columns(['class_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('chat_blocks')
    .addColumn('blocker_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();

  await db.schema
    .createTable('chat_consents')
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.primaryKey().references('students.id').onDelete('cascade'),
    )
    .addColumn('given_by', 'varchar(40)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('given_as', 'varchar(12)', (col) => col.notNull())
    .addColumn('given_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('care_flags')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('source', 'varchar(12)', (col) => col.notNull())
    .addColumn('message_id', 'varchar(40)', (col) =>
      col.references('chat_messages.id').onDelete('cascade'),
    )
    .addColumn('project_id', 'varchar(40)', (col) =>
      col.references('projects.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('lead_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('categories', 'varchar(200)', (col) => col.notNull())
    .addColumn('phrase', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('dismissed_at', 'varchar(40)')
    .addColumn('dismissed_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('care_flags_lead_idx')
    .on('care_flags')
    .columns(['lead_user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'care_flags',
    'chat_consents',
    'chat_blocks',
    'chat_mutes',
    'chat_reports',
    'chat_messages',
    'chat_members',
    'chat_conversations',
    'chat_user_settings',
    'chat_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('schools').dropColumn('time_zone').execute();
}
