import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Writing together (issue 18, decision 0025): a class's writing session splits students into
 * rooms, each one shared Yjs document.
 * - `writing_sessions`: the teacher's session for a class (an activity's passage and prompt),
 *   locked until started, then open, paused or closed; never deleted by closing.
 * - `writing_rooms`: one shared document each, its state kept as Yjs bytes (`bytea` on
 *   PostgreSQL, `blob` on SQLite), written at most every 2 s and at least every 10 s.
 * - `writing_room_members`: who writes in which room; a move ends one row (`left_at`) and
 *   starts another, so what a student wrote stays in the room they wrote it in.
 * - `writing_room_updates`: every update, append-only, with its author and whether a teacher
 *   made it: the record of who wrote what, and what rebuilds the state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('writing_sessions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(40)')
    .addColumn('closed_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('writing_sessions_class_idx')
    .on('writing_sessions')
    .column('class_id')
    .execute();
  await db.schema
    .createTable('writing_rooms')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('session_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_sessions.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('paused_at', 'varchar(40)')
    .addColumn('doc_state', bytes)
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('writing_rooms_session_idx')
    .on('writing_rooms')
    .column('session_id')
    .execute();
  await db.schema
    .createTable('writing_room_members')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_rooms.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('left_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('writing_room_members_room_idx')
    .on('writing_room_members')
    .columns(['room_id', 'student_id'])
    .execute();
  await db.schema
    .createTable('writing_room_updates')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_rooms.id').onDelete('cascade'),
    )
    .addColumn('author_key', 'varchar(50)', (col) => col.notNull())
    .addColumn('teacher_edit', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('update_bytes', bytes, (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('writing_room_updates_room_idx')
    .on('writing_room_updates')
    .columns(['room_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('writing_room_updates').execute();
  await db.schema.dropTable('writing_room_members').execute();
  await db.schema.dropTable('writing_rooms').execute();
  await db.schema.dropTable('writing_sessions').execute();
}
