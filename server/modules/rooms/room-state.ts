import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A room's stored state (one Yjs update), or null for a room never written in. */
export async function loadRoomState(
  db: Kysely<Database>,
  roomId: string,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('writing_rooms')
    .select('doc_state')
    .where('id', '=', roomId)
    .executeTakeFirst();
  return row?.doc_state ? new Uint8Array(row.doc_state) : null;
}

/** Keeps the room's whole state (debounced by the document server). */
export async function storeRoomState(
  db: Kysely<Database>,
  roomId: string,
  state: Uint8Array,
): Promise<void> {
  await db
    .updateTable('writing_rooms')
    .set({ doc_state: Buffer.from(state), updated_at: new Date().toISOString() })
    .where('id', '=', roomId)
    .execute();
}

/**
 * Appends one update to the room's record of who wrote what (point 6): never changed, never
 * deleted while the room exists; the state can be rebuilt from it.
 */
export async function logRoomUpdate(
  db: Kysely<Database>,
  input: { roomId: string; authorKey: string; teacherEdit: boolean; update: Uint8Array },
): Promise<void> {
  await db
    .insertInto('writing_room_updates')
    .values({
      id: crypto.randomUUID(),
      room_id: input.roomId,
      author_key: input.authorKey,
      teacher_edit: input.teacherEdit ? 1 : 0,
      update_bytes: Buffer.from(input.update),
      created_at: new Date().toISOString(),
    })
    .execute();
}
