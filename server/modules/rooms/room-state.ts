import type { Insertable, Kysely } from 'kysely';
import type { Database, WritingRoomUpdatesTable } from '../../db/schema';

/**
 * How far before its state was taken a room's logged updates are applied again on loading.
 * An update is logged before it is applied (room-log.ts) and may reach another instance's
 * document over Redis a little later, and instances' clocks differ slightly: milliseconds, so
 * 30 s is a wide margin. Applying an update the state already holds changes nothing (Yjs
 * updates are idempotent); at 4 students typing 5 characters a second that is 600 updates,
 * tens of milliseconds.
 */
export const ROOM_LOG_MARGIN_MS = 30_000;

/** What a room is rebuilt from: its stored state, and the logged updates it may lack. */
export interface StoredRoom {
  state: Uint8Array | null;
  updates: Uint8Array[];
}

/**
 * A room's stored state (one Yjs update, null until first stored) and the updates logged since
 * that state was taken, less ROOM_LOG_MARGIN_MS (point 12): the state is written debounced, so
 * after a crash the log holds edits the state does not. Without a state, the whole log.
 */
export async function loadStoredRoom(db: Kysely<Database>, roomId: string): Promise<StoredRoom> {
  const room = await db
    .selectFrom('writing_rooms')
    .select(['doc_state', 'doc_state_at'])
    .where('id', '=', roomId)
    .executeTakeFirst();
  if (!room) return { state: null, updates: [] };
  let logged = db
    .selectFrom('writing_room_updates')
    .select('update_bytes')
    .where('room_id', '=', roomId);
  if (room.doc_state && room.doc_state_at) {
    const since = new Date(Date.parse(room.doc_state_at) - ROOM_LOG_MARGIN_MS).toISOString();
    logged = logged.where('created_at', '>=', since);
  }
  const rows = await logged.orderBy('created_at').execute();
  return {
    state: room.doc_state ? new Uint8Array(room.doc_state) : null,
    updates: rows.map((row) => new Uint8Array(row.update_bytes)),
  };
}

/**
 * Keeps the room's whole state (debounced by the document server) with the moment it was
 * taken, which must be no later than its encoding: loading trusts it to hold every update
 * logged before then (less the margin).
 */
export async function storeRoomState(
  db: Kysely<Database>,
  roomId: string,
  { state, takenAt }: { state: Uint8Array; takenAt: Date },
): Promise<void> {
  await db
    .updateTable('writing_rooms')
    .set({
      doc_state: Buffer.from(state),
      doc_state_at: takenAt.toISOString(),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', roomId)
    .execute();
}

/** One update for the room's record of who wrote what (point 6). */
export interface RoomUpdate {
  roomId: string;
  authorKey: string;
  teacherEdit: boolean;
  update: Uint8Array;
}

/** At most this many rows in one insert (6 values each: far under both databases' limits). */
export const ROOM_LOG_BATCH_ROWS = 500;

/**
 * The writer of rooms' records, one per document server: each update appended is a row never
 * changed, never deleted while the room exists (the state can be rebuilt from them), and
 * `append` resolves with its id once it is committed. Updates appended while a write is under
 * way go into the next write together: one statement and one commit for all of them. A commit
 * per keystroke is more than PostgreSQL keeps up with on an ordinary disk at the issue's load
 * (30 rooms of 4 students typing: 600 updates a second); batched, an update waits at most for
 * the write before its own. A batch that fails is written again row by row, so one bad row (a
 * room deleted meanwhile) fails only its own update.
 */
export function roomUpdateLog(db: Kysely<Database>) {
  type Waiting = { row: Insertable<WritingRoomUpdatesTable>; settle: (error?: unknown) => void };
  const waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;
  const insert = (rows: Waiting[]) =>
    db
      .insertInto('writing_room_updates')
      .values(rows.map((entry) => entry.row))
      .execute();
  const write = async () => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, ROOM_LOG_BATCH_ROWS);
      try {
        await insert(batch);
        for (const entry of batch) entry.settle();
      } catch (error) {
        if (batch.length === 1) batch[0]!.settle(error);
        for (const entry of batch.length > 1 ? batch : []) {
          await insert([entry]).then(
            () => entry.settle(),
            (rowError: unknown) => entry.settle(rowError),
          );
        }
      }
    }
    writing = null;
  };
  return {
    append(input: RoomUpdate): Promise<string> {
      const row = {
        id: crypto.randomUUID(),
        room_id: input.roomId,
        author_key: input.authorKey,
        teacher_edit: input.teacherEdit ? 1 : 0,
        update_bytes: Buffer.from(input.update),
        created_at: new Date().toISOString(),
      };
      const written = new Promise<string>((resolve, reject) =>
        waiting.push({
          row,
          settle: (error) => (error === undefined ? resolve(row.id) : reject(error)),
        }),
      );
      writing ??= write();
      return written;
    },
  };
}

/**
 * Takes back an update logged for a message the document server then refused (its
 * connection lost the right while the update was being logged): it was never written.
 */
export async function forgetRefusedUpdate(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('writing_room_updates').where('id', '=', id).execute();
}
