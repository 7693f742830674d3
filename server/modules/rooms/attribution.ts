import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ROOM_CONTRIBUTION_MESSAGES as M } from '../../../common/copy/room-contributions';
import { ROOM_MESSAGES } from '../../../common/rooms/rights';
import { MAX_ROOMS } from '../../../common/rooms/sessions';
import type { RoomContributions } from '../../../common/schemas/room-contributions';
import type { RoomCaller } from '../../access/writing-rooms';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { resolveCopies, type Copies } from './attribution-copies';
import { framesOf, type Frame } from './attribution-frames';
import type { RoomReplay } from './attribution-replay';
import { tally, type Tally } from './attribution-tally';
import type { Trace, TraceChar } from './attribution-trace';
import { writerNames } from './attribution-names';
import { roomUpdateLog } from './room-state';

/**
 * Who wrote what in a room (issue 18, points 6 and 7), from its append-only log: the log is
 * replayed into a document of the server's own that keeps what was deleted, so the live
 * document keeps garbage collection (attribution-replay.ts). Yjs is loaded on first use, like
 * the document server.
 *
 * A replay is kept per room on this instance and catches up with the rows logged since; it is
 * checked against the log on every call (how many rows lie at or before the last one it has),
 * so it is never wrong when other instances write to the same log: a row it missed makes it
 * start again from the whole log.
 */

interface RoomAttribution {
  replay: RoomReplay;
  trace: Trace;
  copies: Copies;
  tally: Tally;
  /** The replay's frames, made when first asked for (the live view never asks). */
  frames?: Frame[];
}

interface CachedReplay {
  replay: RoomReplay;
  /** The last row replayed (the log's order: created_at, then id). */
  last: { at: string; id: string } | null;
  attribution: RoomAttribution | null;
}

/** Replays kept on one instance: enough for the live view of a session's every room. */
const CACHED_ROOMS = MAX_ROOMS;
const cache = new Map<string, CachedReplay>();
/** Each room's calls one after another on this instance (a replay is changed in place). */
const queues = new Map<string, Promise<unknown>>();

function inTurn<T>(roomId: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(roomId) ?? Promise.resolve()).then(task, task);
  const settled = run.catch(() => undefined);
  queues.set(roomId, settled);
  void settled.then(() => {
    if (queues.get(roomId) === settled) queues.delete(roomId);
  });
  return run;
}

const logOf = (db: Kysely<Database>, roomId: string) =>
  db.selectFrom('writing_room_updates').where('room_id', '=', roomId);

/** The room's attribution, caught up with its log. */
async function attributionOf(db: Kysely<Database>, roomId: string): Promise<RoomAttribution> {
  const { RoomReplay } = await import('./attribution-replay');
  let cached = cache.get(roomId);
  if (cached?.last) {
    const { at, id } = cached.last;
    const behind = await logOf(db, roomId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) =>
        eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<=', id)])]),
      )
      .executeTakeFirstOrThrow();
    if (Number(behind.n) !== cached.replay.rows.length) cached = undefined;
  }
  if (!cached) cached = { replay: new RoomReplay(), last: null, attribution: null };
  const { last } = cached;
  const rows = await logOf(db, roomId)
    .select(['id', 'author_key', 'teacher_edit', 'update_bytes', 'created_at'])
    .$if(last !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('created_at', '>', last!.at),
          eb.and([eb('created_at', '=', last!.at), eb('id', '>', last!.id)]),
        ]),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    cached.replay.apply({
      authorKey: row.author_key,
      teacherEdit: row.teacher_edit === 1,
      at: row.created_at,
      update: new Uint8Array(row.update_bytes),
    });
    cached.last = { at: row.created_at, id: row.id };
  }
  if (rows.length > 0 || !cached.attribution) {
    const trace = cached.replay.trace();
    const copies = resolveCopies(trace);
    cached.attribution = { replay: cached.replay, trace, copies, tally: tally(trace, copies) };
  }
  cache.delete(roomId);
  cache.set(roomId, cached);
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHED_ROOMS) break;
    cache.delete(oldest);
  }
  return cached.attribution;
}

/**
 * Each writer's words in the room's text now, and when they last wrote: for the teacher's live
 * view. A room with 20,000 logged updates answers in a fraction of a second the first time, and
 * from then on replays only what was logged since.
 */
export async function wordsByAuthor(
  db: Kysely<Database>,
  roomId: string,
): Promise<Map<string, { words: number; lastActiveAt: string }>> {
  const { tally } = await inTurn(roomId, () => attributionOf(db, roomId));
  return new Map(
    [...tally.authors.values()].map((author) => [
      author.key,
      { words: author.wordsNow, lastActiveAt: author.lastActiveAt },
    ]),
  );
}

/** The contribution view (point 6): writers, timeline, replay and deletions of others' words. */
export async function contributionsOf(
  db: Kysely<Database>,
  roomId: string,
  { viewer }: { viewer: 'student' | 'adult' } = { viewer: 'adult' },
): Promise<Omit<RoomContributions, 'canRestore'>> {
  const room = await db
    .selectFrom('writing_rooms')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .select(['writing_rooms.name', 'writing_sessions.title'])
    .where('writing_rooms.id', '=', roomId)
    .executeTakeFirst();
  if (!room) throw new AppError('NOT_FOUND', { room: ROOM_MESSAGES.notFound });
  const attribution = await inTurn(roomId, () => attributionOf(db, roomId));
  const { tally } = attribution;
  attribution.frames ??= framesOf(attribution.trace, attribution.copies);
  const names = await writerNames(db, [...tally.authors.keys()], viewer);
  const writers = [...tally.authors.values()]
    .map(({ key, ...author }) => ({
      key,
      name: names.get(key)!.name,
      adult: names.get(key)!.adult,
      ...author,
      lastActiveAt: author.lastActiveAt || null,
    }))
    .sort((a, b) => Number(a.adult) - Number(b.adult) || a.name.localeCompare(b.name));
  return {
    roomId,
    roomName: room.name,
    sessionTitle: room.title,
    writers,
    timeline: tally.timeline,
    frames: attribution.frames,
    deletions: tally.deletions.map(({ chars: _chars, ...deletion }) => deletion),
  };
}

/**
 * Puts a deleted passage back in one click (point 7), as a teacher's edit: through the live
 * document, so connected writers see it at once, then stored and logged with the teacher as
 * author (teacher_edit = 1). The document server opens the room for this when this instance
 * does not hold it (loading it from the database; with Redis, other instances get the change).
 * A passage already restored is a 409; restores of one room run one after another here.
 */
export async function restoreDeletion(
  app: FastifyInstance,
  roomId: string,
  deletionId: string,
  teacher: RoomCaller,
): Promise<{ restoredAt: string }> {
  const server = await app.rooms.server();
  const { writeBack } = await import('./attribution-restore');
  const connection = await server.openDirectConnection(roomId, { restore: deletionId });
  try {
    return await inTurn(roomId, async () => {
      const { replay, trace, copies, tally } = await attributionOf(app.db, roomId);
      const deletion = tally.deletions.find((one) => one.id === deletionId);
      if (!deletion) throw new AppError('NOT_FOUND', { deletionId: M.deletionNotFound });
      if (deletion.restoredAt) throw new AppError('CONFLICT', { deletionId: M.alreadyRestored });
      const chars = deletion.chars
        .filter((index) => copies.restoredAt[index] === null)
        .map((index) => trace.units[index] as TraceChar);
      const at = new Date().toISOString();
      const live = connection.document!;
      const origin = { restore: deletionId };
      const captured: { update?: Uint8Array } = {};
      const keep = (change: Uint8Array, from: unknown) => {
        if (from === origin) captured.update = change;
      };
      live.on('update', keep);
      try {
        writeBack({ live, replay, chars, record: { deletionId, by: teacher.key, at }, origin });
      } finally {
        live.off('update', keep);
      }
      if (!captured.update) throw new AppError('CONFLICT', { deletionId: M.nowhereToRestore });
      // Logged here, awaited, before the state is stored: the log must hold every change the
      // state holds (it rebuilds the state and the record), and the server's onChange logs
      // only connections' changes.
      await roomUpdateLog(app.db).append({
        roomId,
        authorKey: teacher.key,
        teacherEdit: true,
        update: captured.update,
      });
      await connection.transact(() => undefined);
      // The record's own time for it: the logged row's.
      const after = await attributionOf(app.db, roomId);
      const restored = after.tally.deletions.find((one) => one.id === deletionId);
      return { restoredAt: restored?.restoredAt ?? at };
    });
  } finally {
    await connection.disconnect();
  }
}
