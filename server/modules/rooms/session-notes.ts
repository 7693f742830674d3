import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import type { RoomNote } from '../../../common/schemas/rooms';
import type { Database, WritingRoomNotesTable } from '../../db/schema';
import { AppError } from '../../errors';
import { announceSession } from './session-live';

type NoteRow = Selectable<WritingRoomNotesTable>;

export const noteOf = (row: NoteRow): RoomNote => ({
  id: row.id,
  kind: row.kind,
  roomId: row.room_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
  resolvedAt: row.resolved_at,
});

/** The session's notes, oldest first. */
export async function notesOf(db: Kysely<Database>, sessionId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('writing_room_notes')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * A note on the session: the teacher's comment to one room, a broadcast to every room (no
 * room), or a student's "Ask for help" (point 4). Everyone on the session's pages hears of it.
 */
export async function addNote(
  app: FastifyInstance,
  input: {
    sessionId: string;
    roomId: string | null;
    kind: NoteRow['kind'];
    authorKey: string;
    authorName: string;
    body: string;
  },
): Promise<RoomNote> {
  const row: NoteRow = {
    id: crypto.randomUUID(),
    session_id: input.sessionId,
    room_id: input.roomId,
    kind: input.kind,
    author_key: input.authorKey,
    author_name: input.authorName,
    body: input.body,
    created_at: new Date().toISOString(),
    resolved_at: null,
  };
  await app.db.insertInto('writing_room_notes').values(row).execute();
  await announceSession(app, input.sessionId);
  return noteOf(row);
}

/**
 * A student asks for help. Asking again while a call is still open changes nothing (a double
 * click, or an impatient student, rings once).
 */
export async function askForHelp(
  app: FastifyInstance,
  input: { sessionId: string; roomId: string; studentKey: string; name: string; body: string },
): Promise<RoomNote> {
  const open = await app.db
    .selectFrom('writing_room_notes')
    .selectAll()
    .where('room_id', '=', input.roomId)
    .where('kind', '=', 'help')
    .where('author_key', '=', input.studentKey)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  if (open) return noteOf(open);
  return addNote(app, {
    sessionId: input.sessionId,
    roomId: input.roomId,
    kind: 'help',
    authorKey: input.studentKey,
    authorName: input.name,
    body: input.body,
  });
}

/** The teacher answers a call for help (or clears it). Twice is harmless. */
export async function resolveNote(app: FastifyInstance, note: NoteRow) {
  if (note.resolved_at) return;
  await app.db
    .updateTable('writing_room_notes')
    .set({ resolved_at: new Date().toISOString() })
    .where('id', '=', note.id)
    .execute();
  await announceSession(app, note.session_id);
}

/** The note from the route, or its 404. */
export async function loadNote(db: Kysely<Database>, noteId: string): Promise<NoteRow> {
  const note = await db
    .selectFrom('writing_room_notes')
    .selectAll()
    .where('id', '=', noteId)
    .executeTakeFirst();
  if (!note) throw new AppError('NOT_FOUND', { note: M.notFound });
  return note;
}

/**
 * A student's prayer in the circle's oratio (point 9): private, read by the class's teachers
 * only. Saved whole each time (autosave): the last save wins.
 */
export async function savePrayer(
  db: Kysely<Database>,
  input: { roomId: string; studentId: string; body: string },
) {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('writing_prayers')
    .values({
      room_id: input.roomId,
      student_id: input.studentId,
      body: input.body,
      updated_at: updatedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['room_id', 'student_id'])
        .doUpdateSet({ body: input.body, updated_at: updatedAt }),
    )
    .execute();
  return { updatedAt };
}

/** Every prayer of the session, for its teachers. */
export async function prayersOf(db: Kysely<Database>, sessionId: string) {
  const rows = await db
    .selectFrom('writing_prayers')
    .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_prayers.room_id')
    .innerJoin('students', 'students.id', 'writing_prayers.student_id')
    .select([
      'writing_prayers.room_id',
      'writing_rooms.name as room_name',
      'writing_prayers.student_id',
      'students.first_name',
      'students.last_name',
      'writing_prayers.body',
      'writing_prayers.updated_at',
    ])
    .where('writing_rooms.session_id', '=', sessionId)
    .orderBy('writing_rooms.name')
    .orderBy('students.first_name')
    .execute();
  return rows.map((row) => ({
    roomId: row.room_id,
    roomName: row.room_name,
    studentId: row.student_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    body: row.body,
    updatedAt: row.updated_at,
  }));
}
