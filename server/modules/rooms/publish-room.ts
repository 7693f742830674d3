import type { FastifyInstance } from 'fastify';
import { ROOM_PUBLISHING_MESSAGES as M } from '../../../common/copy/room-publishing';
import { ROOM_MESSAGES } from '../../../common/copy/rooms';
import type { PublishedRoom } from '../../../common/schemas/room-publishing';
import type { RoomCaller } from '../../access/writing-rooms';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';

/**
 * Publishes a closed room into the class book (issue 18, point 10): the room becomes one
 * co-authored piece of the class's writing (writing_room_pieces, migration 0064) that lists
 * every student who wrote in it, and every book made for the class from then on offers it in
 * the room's activity's section, as it offers a student's approved piece
 * (server/modules/publishing/select-book-contents.ts). Books already made are snapshots and
 * do not change.
 *
 * - Only the class's teachers publish, and only once the session is closed: what is printed
 *   is what the group finished. Publishing is the teacher's approval (the piece is approved).
 * - Publishing again never makes a second piece: the room's piece (unique by room) takes the
 *   room's text and authors as they are now, and keeps its approval.
 * - The text is the live document's when this instance holds the room, else the stored state
 *   and the record of every update (roomText).
 * - The authors are the students the record of who wrote what names (writing_room_updates), in
 *   the order books print children (first name, last name); a student moved out after writing
 *   here is one of them (point 2), a teacher's edits make no one an author.
 */
/** Call after `requireRoomTeacher`: the caller teaches the room's class. */
export async function publishRoom(
  app: FastifyInstance,
  caller: RoomCaller,
  roomId: string,
): Promise<PublishedRoom> {
  const room = await app.db
    .selectFrom('writing_rooms')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .select([
      'writing_sessions.class_id',
      'writing_sessions.activity_id',
      'writing_sessions.title',
      'writing_sessions.state',
    ])
    .where('writing_rooms.id', '=', roomId)
    .executeTakeFirst();
  // Deleted since the check (its class was): as if it never was.
  if (!room) throw new AppError('NOT_FOUND', { room: ROOM_MESSAGES.notFound });
  if (room.state !== 'closed') throw new AppError('CONFLICT', { room: M.notClosed });
  if (!room.activity_id) throw new AppError('CONFLICT', { room: M.noActivity });

  const text = await roomText(app, roomId);
  const authors = await authorsOf(app, roomId);
  if (text === '' || authors.length === 0) {
    throw new AppError('CONFLICT', { room: M.nothingWritten });
  }
  const { roomWordCount } = await import('./room-text');
  const now = new Date().toISOString();
  const pieceId = await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('writing_room_pieces')
      .values({
        id: crypto.randomUUID(),
        room_id: roomId,
        class_id: room.class_id,
        activity_id: room.activity_id,
        title: room.title.slice(0, 200),
        body: text,
        word_count: roomWordCount(text),
        status: 'approved',
        published_by: caller.id,
        created_at: now,
        updated_at: now,
      })
      // The room's one piece: a second publish (or two at once) updates it.
      .onConflict((conflict) =>
        conflict.column('room_id').doUpdateSet({
          activity_id: room.activity_id,
          title: room.title.slice(0, 200),
          body: text,
          word_count: roomWordCount(text),
          published_by: caller.id,
          updated_at: now,
        }),
      )
      .execute();
    const { id } = await trx
      .selectFrom('writing_room_pieces')
      .select('id')
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('writing_room_piece_authors').where('piece_id', '=', id).execute();
    await trx
      .insertInto('writing_room_piece_authors')
      .values(
        authors.map((studentId, position) => ({ piece_id: id, student_id: studentId, position })),
      )
      .execute();
    return id;
  });
  await writeAudit(app.db, {
    action: 'room_published',
    actorType: 'user',
    actorId: caller.id,
    targetType: 'class',
    targetId: room.class_id,
    details: { roomId, pieceId },
  });
  return { pieceId };
}

/**
 * The room's words now: the live document's when this instance holds the room, else its
 * stored state with every logged update (the state is written debounced; a room is published
 * rarely, and rebuilding from the whole record is the one answer that cannot lag). Yjs loads
 * here, lazily: a process that publishes nothing never loads it.
 */
async function roomText(app: FastifyInstance, roomId: string): Promise<string> {
  const { documentPlainText, roomPlainText } = await import('./room-text');
  const live = app.rooms.current()?.documents.get(roomId);
  if (live) return documentPlainText(live);
  const [room, logged] = await Promise.all([
    app.db
      .selectFrom('writing_rooms')
      .select('doc_state')
      .where('id', '=', roomId)
      .executeTakeFirst(),
    app.db
      .selectFrom('writing_room_updates')
      .select('update_bytes')
      .where('room_id', '=', roomId)
      .orderBy('created_at')
      .execute(),
  ]);
  return roomPlainText(
    room?.doc_state ? new Uint8Array(room.doc_state) : null,
    logged.map((row) => new Uint8Array(row.update_bytes)),
  );
}

/** Students who wrote in the room, in the order books print children. */
async function authorsOf(app: FastifyInstance, roomId: string): Promise<string[]> {
  const keys = await app.db
    .selectFrom('writing_room_updates')
    .select('author_key')
    .distinct()
    .where('room_id', '=', roomId)
    .where('author_key', 'like', 's:%')
    .execute();
  if (keys.length === 0) return [];
  const rows = await app.db
    .selectFrom('students')
    .select('id')
    .where(
      'id',
      'in',
      keys.map((row) => row.author_key.slice(2)),
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The piece each of these rooms became, by room (for the teacher's view of a session). */
export async function publishedPieceIds(
  app: FastifyInstance,
  roomIds: string[],
): Promise<Map<string, string>> {
  if (roomIds.length === 0) return new Map();
  const rows = await app.db
    .selectFrom('writing_room_pieces')
    .select(['room_id', 'id'])
    .where('room_id', 'in', roomIds)
    .execute();
  return new Map(rows.map((row) => [row.room_id, row.id]));
}
