import { sql, type Kysely } from 'kysely';

/**
 * When a writing room's stored state was taken (issue 18, point 12): the state is written
 * debounced (2 s, at most 10 s), so after a crash the record of updates holds edits the state
 * lacks. Loading a room merges the state with the updates logged since this moment, less a
 * margin (server/modules/rooms/room-state.ts), instead of replaying the whole record.
 * A state stored before this column existed was taken no earlier than its row's `updated_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('writing_rooms').addColumn('doc_state_at', 'varchar(40)').execute();
  await sql`update writing_rooms set doc_state_at = updated_at where doc_state is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('writing_rooms').dropColumn('doc_state_at').execute();
}
