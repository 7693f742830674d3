import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import { CLOSE_WARNING_SECONDS, nextPhase, type LectioPhase } from '../../../common/rooms/sessions';
import type { WritingSessionsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { announceRights, announceSession } from './session-live';

type Session = Selectable<WritingSessionsTable>;

const minutesFrom = (now: Date, minutes: number | null) =>
  minutes === null ? null : new Date(now.getTime() + minutes * 60_000).toISOString();

/** The ids of the session's rooms. */
export async function roomIdsOf(app: FastifyInstance, sessionId: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('writing_rooms')
    .select('id')
    .where('session_id', '=', sessionId)
    .execute();
  return rows.map((row) => row.id);
}

function requireNotClosed(session: Session) {
  if (session.state === 'closed') throw new AppError('CONFLICT', { session: M.closed });
}

/** Before the start, the teacher's edit of the prompt reaches every room (point 3). */
export async function editPrompt(app: FastifyInstance, session: Session, prompt: string) {
  if (session.state !== 'locked') throw new AppError('CONFLICT', { prompt: M.alreadyStarted });
  await app.db
    .updateTable('writing_sessions')
    .set({ prompt })
    .where('id', '=', session.id)
    .where('state', '=', 'locked')
    .execute();
  await announceSession(app, session.id);
}

/**
 * Start: the locked rooms open for writing, with an optional timer (point 3). Starting twice
 * (a double click) changes nothing more.
 */
export async function startSession(
  app: FastifyInstance,
  session: Session,
  minutes: number | null,
  now = new Date(),
) {
  requireNotClosed(session);
  if (session.state === 'open') return;
  await app.db
    .updateTable('writing_sessions')
    .set({
      state: 'open',
      started_at: now.toISOString(),
      ends_at: minutesFrom(now, minutes),
      phase_ends_at:
        session.kind === 'lectio' ? minutesFrom(now, session.phase_minutes) : session.phase_ends_at,
    })
    .where('id', '=', session.id)
    .where('state', '=', 'locked')
    .execute();
  await announceRights(app, session.id, await roomIdsOf(app, session.id));
}

/** Sets, changes or clears the timer of open rooms. */
export async function setTimer(
  app: FastifyInstance,
  session: Session,
  minutes: number | null,
  now = new Date(),
) {
  if (session.state !== 'open') throw new AppError('CONFLICT', { session: M.notOpen });
  await app.db
    .updateTable('writing_sessions')
    .set({ ends_at: minutesFrom(now, minutes) })
    .where('id', '=', session.id)
    .execute();
  await announceSession(app, session.id);
}

/**
 * Closing (point 3): at once, or after the 60-second warning every room shows. Closed rooms
 * are read-only, never deleted. A locked session closes at once (nobody is writing).
 */
export async function closeSession(
  app: FastifyInstance,
  session: Session,
  warn: boolean,
  now = new Date(),
) {
  if (session.state === 'closed') return;
  if (warn && session.state === 'open') {
    const endsAt = new Date(now.getTime() + CLOSE_WARNING_SECONDS * 1000).toISOString();
    // The sooner of a running timer and the warning's end.
    if (!session.ends_at || session.ends_at > endsAt) {
      await app.db
        .updateTable('writing_sessions')
        .set({ ends_at: endsAt })
        .where('id', '=', session.id)
        .execute();
    }
    await announceSession(app, session.id);
    return;
  }
  await closeNow(app, session.id, now);
}

async function closeNow(app: FastifyInstance, sessionId: string, now: Date) {
  const result = await app.db
    .updateTable('writing_sessions')
    .set({ state: 'closed', closed_at: now.toISOString(), ends_at: null, phase_ends_at: null })
    .where('id', '=', sessionId)
    .where('state', '!=', 'closed')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await announceRights(app, sessionId, await roomIdsOf(app, sessionId));
  }
}

/**
 * The sessions' clock, run every second on every instance (safe twice at once: each change is
 * conditional): open sessions whose time is up close, and a circle whose movement's timer ran
 * out moves on to the next movement. Answers how many sessions changed.
 */
export async function runSessionClock(app: FastifyInstance, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await app.db
    .selectFrom('writing_sessions')
    .select('id')
    .where('state', '=', 'open')
    .where('ends_at', '<=', at)
    .execute();
  for (const { id } of due) await closeNow(app, id, now);
  const phases = await app.db
    .selectFrom('writing_sessions')
    .selectAll()
    .where('state', '=', 'open')
    .where('phase_ends_at', '<=', at)
    .execute();
  for (const session of phases) {
    const next = session.phase ? nextPhase(session.phase) : null;
    await movePhase(app, session, next, now);
  }
  return due.length + phases.length;
}

/**
 * The circle moves to a movement (point 9), by the teacher or its timer; after the last, its
 * timer just ends. Rights follow: students write together in lectio and meditatio only.
 */
export async function movePhase(
  app: FastifyInstance,
  session: Session,
  phase: LectioPhase | null,
  now = new Date(),
) {
  if (session.kind !== 'lectio') throw new AppError('CONFLICT', { phase: M.notLectio });
  requireNotClosed(session);
  const result = await app.db
    .updateTable('writing_sessions')
    .set({
      phase: phase ?? session.phase,
      phase_ends_at:
        phase && session.state === 'open' ? minutesFrom(now, session.phase_minutes) : null,
    })
    .where('id', '=', session.id)
    // Two instances' clocks (or a teacher and the clock) moving at once move once.
    .where('phase', '=', session.phase ?? 'lectio')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await announceRights(app, session.id, await roomIdsOf(app, session.id));
  }
}

/** Pausing a room: everyone reads, nobody writes, until the teacher resumes it (point 4). */
export async function pauseRoom(
  app: FastifyInstance,
  input: { sessionId: string; roomId: string; paused: boolean },
) {
  await app.db
    .updateTable('writing_rooms')
    .set({ paused_at: input.paused ? new Date().toISOString() : null })
    .where('id', '=', input.roomId)
    .execute();
  await announceRights(app, input.sessionId, [input.roomId]);
}

/**
 * Moves a student to another room of the session (point 2). Their place in the old room ends
 * and a new one starts, so what they wrote stays where they wrote it; the old room's
 * connection loses the pen within 2 s. Answers how many of their words stay behind.
 */
export async function moveStudent(
  app: FastifyInstance,
  session: Session,
  input: { studentId: string; roomId: string },
  wordsIn: (roomId: string, studentId: string) => Promise<number>,
): Promise<{ keptWords: number }> {
  requireNotClosed(session);
  const target = await app.db
    .selectFrom('writing_rooms')
    .select('id')
    .where('id', '=', input.roomId)
    .where('session_id', '=', session.id)
    .executeTakeFirst();
  if (!target) throw new AppError('NOT_FOUND', { roomId: M.notFound });
  const inClass = await app.db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', '=', session.class_id)
    .where('student_id', '=', input.studentId)
    .executeTakeFirst();
  if (!inClass) throw new AppError('NOT_FOUND', { studentId: M.notInClass });
  const current = await app.db
    .selectFrom('writing_room_members')
    .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_room_members.room_id')
    .select(['writing_room_members.id', 'writing_room_members.room_id'])
    .where('writing_rooms.session_id', '=', session.id)
    .where('writing_room_members.student_id', '=', input.studentId)
    .where('writing_room_members.left_at', 'is', null)
    .executeTakeFirst();
  if (current?.room_id === input.roomId) throw new AppError('CONFLICT', { roomId: M.sameRoom });
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    if (current) {
      await trx
        .updateTable('writing_room_members')
        .set({ left_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    await trx
      .insertInto('writing_room_members')
      .values({
        id: crypto.randomUUID(),
        room_id: input.roomId,
        student_id: input.studentId,
        joined_at: now,
        left_at: null,
      })
      .execute();
  });
  await announceRights(app, session.id, current ? [current.room_id, input.roomId] : [input.roomId]);
  return { keptWords: current ? await wordsIn(current.room_id, input.studentId) : 0 };
}

/**
 * A student picks a room when the teacher allows it (point 2) and has none yet in the session.
 */
export async function chooseRoom(
  app: FastifyInstance,
  input: { sessionId: string; studentId: string; roomId: string },
) {
  const session = await app.db
    .selectFrom('writing_sessions')
    .selectAll()
    .where('id', '=', input.sessionId)
    .executeTakeFirst();
  const inClass =
    session &&
    (await app.db
      .selectFrom('class_students')
      .select('student_id')
      .where('class_id', '=', session.class_id)
      .where('student_id', '=', input.studentId)
      .executeTakeFirst());
  if (!session || !inClass) throw new AppError('NOT_FOUND', { session: M.sessionNotFound });
  if (!session.self_choice) throw new AppError('FORBIDDEN', { roomId: M.choiceOff });
  requireNotClosed(session);
  const room = await app.db
    .selectFrom('writing_rooms')
    .select('id')
    .where('id', '=', input.roomId)
    .where('session_id', '=', session.id)
    .executeTakeFirst();
  if (!room) throw new AppError('NOT_FOUND', { roomId: M.notFound });
  const placed = await app.db
    .selectFrom('writing_room_members')
    .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_room_members.room_id')
    .select('writing_room_members.room_id')
    .where('writing_rooms.session_id', '=', session.id)
    .where('writing_room_members.student_id', '=', input.studentId)
    .where('writing_room_members.left_at', 'is', null)
    .executeTakeFirst();
  if (placed) {
    // Choosing the same room twice (a double click) is harmless.
    if (placed.room_id === input.roomId) return;
    throw new AppError('CONFLICT', { roomId: M.alreadyPlaced });
  }
  await app.db
    .insertInto('writing_room_members')
    .values({
      id: crypto.randomUUID(),
      room_id: input.roomId,
      student_id: input.studentId,
      joined_at: new Date().toISOString(),
      left_at: null,
    })
    .execute();
  await announceRights(app, session.id, [input.roomId]);
}
