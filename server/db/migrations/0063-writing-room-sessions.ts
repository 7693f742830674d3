import type { Kysely } from 'kysely';

/**
 * Writing together, its sessions' life (issue 18, decision 0025):
 * - a session belongs to an activity of the class (its passage and prompt), and is of a kind:
 *   `group` (the room's document is the work), `breakout` (then each student writes their own
 *   reflection) or `lectio` (the Lectio Divina circle, in four movements);
 * - `ends_at`: when open rooms close (the teacher's timer, or "Close in 60 seconds");
 * - `phase` and `phase_ends_at`: the circle's movement and its optional timer;
 * - `self_choice`: whether students may choose their own room;
 * - `writing_group_sets`: a class's saved groups, to use again;
 * - `writing_room_notes`: the teacher's comments to a room, broadcasts to every room, and
 *   students' "Ask for help";
 * - `writing_prayers`: the circle's private prayer box, one per student, for the teacher only;
 * - `care_flags.room_id`: a care flag raised by a room's text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.references('activities.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().defaultTo('group'))
    .execute();
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('passage_reference', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('passage_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('writing_sessions').addColumn('ends_at', 'varchar(40)').execute();
  await db.schema.alterTable('writing_sessions').addColumn('phase', 'varchar(16)').execute();
  await db.schema.alterTable('writing_sessions').addColumn('phase_minutes', 'integer').execute();
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('phase_ends_at', 'varchar(40)')
    .execute();
  await db.schema
    .alterTable('writing_sessions')
    .addColumn('self_choice', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('writing_sessions_ends_idx')
    .on('writing_sessions')
    .columns(['state', 'ends_at'])
    .execute();

  await db.schema
    .createTable('writing_group_sets')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('groups', 'text', (col) => col.notNull())
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('writing_group_sets_class_idx')
    .on('writing_group_sets')
    .column('class_id')
    .execute();

  await db.schema
    .createTable('writing_room_notes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_sessions.id').onDelete('cascade'),
    )
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.references('writing_rooms.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('author_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('author_name', 'varchar(120)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('resolved_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('writing_room_notes_session_idx')
    .on('writing_room_notes')
    .columns(['session_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('writing_prayers')
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_rooms.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('writing_prayers_pk', ['room_id', 'student_id'])
    .execute();

  await db.schema
    .alterTable('care_flags')
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.references('writing_rooms.id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('care_flags').dropColumn('room_id').execute();
  await db.schema.dropTable('writing_prayers').execute();
  await db.schema.dropTable('writing_room_notes').execute();
  await db.schema.dropTable('writing_group_sets').execute();
  await db.schema.dropIndex('writing_sessions_ends_idx').execute();
  for (const column of [
    'self_choice',
    'phase_ends_at',
    'phase_minutes',
    'phase',
    'ends_at',
    'passage_text',
    'passage_reference',
    'kind',
    'activity_id',
  ]) {
    await db.schema.alterTable('writing_sessions').dropColumn(column).execute();
  }
}
