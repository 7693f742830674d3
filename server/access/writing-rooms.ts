import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { studentKey, userKey } from '../../common/chat/rules';
import { ROOM_MESSAGES, type RoomRight } from '../../common/rooms/rights';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { SignedInAccount } from '../plugins/session';
import { signedInStudent } from './guards';
import { resolveAccount } from '../plugins/session';
import { teachesClass } from './teaches-class';

/** Who is at a writing room: a student (cookie st) or an adult (cookie t). */
export interface RoomCaller {
  key: string;
  kind: 'student' | 'teacher' | 'parent' | 'admin';
  id: string;
  account: SignedInAccount;
}

const roomNotFound = () => new AppError('NOT_FOUND', { room: ROOM_MESSAGES.notFound });

/**
 * The caller of a room's request: the student when `audience` is 'student', else the adult.
 * Nobody signed in is a 401.
 */
export async function roomCallerOf(
  request: FastifyRequest,
  audience: 'student' | 'user',
): Promise<RoomCaller> {
  const account =
    audience === 'student' ? await signedInStudent(request) : await resolveAccount(request);
  if (!account) throw new AppError('UNAUTHORIZED', { session: ROOM_MESSAGES.signIn });
  if (audience === 'student') {
    return { key: studentKey(account.id), kind: 'student', id: account.id, account };
  }
  const kind = account.type === 'teacher' || account.type === 'parent' ? account.type : 'admin';
  return { key: userKey(account.id), kind, id: account.id, account };
}

/**
 * What the caller may do in the room now (issue 18, point 5), or null when they may not be
 * there at all (answered as the same 404 as a room that does not exist):
 * - a student whose place in the room holds writes while the session is open and the room not
 *   paused, and reads otherwise; a student moved out of it, or never in it, has no right;
 * - the class's teachers write as teachers until the session closes, then read;
 * - an admin of the class's school, and a parent of a student in the room, read.
 */
export async function roomRightOf(
  db: Kysely<Database>,
  caller: RoomCaller,
  roomId: string,
): Promise<RoomRight | null> {
  const room = await db
    .selectFrom('writing_rooms')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .innerJoin('classes', 'classes.id', 'writing_sessions.class_id')
    .select([
      'writing_rooms.id',
      'writing_rooms.paused_at',
      'writing_sessions.state',
      'classes.id as class_id',
      'classes.school_id',
    ])
    .where('writing_rooms.id', '=', roomId)
    .executeTakeFirst();
  if (!room) return null;
  const writable = room.state === 'open' && room.paused_at === null;
  if (caller.kind === 'student') {
    const place = await db
      .selectFrom('writing_room_members')
      .select('id')
      .where('room_id', '=', roomId)
      .where('student_id', '=', caller.id)
      .where('left_at', 'is', null)
      .executeTakeFirst();
    if (!place) return null;
    return writable ? 'write' : 'read';
  }
  if (caller.kind === 'teacher' && (await teachesClass(db, caller.id, room.class_id))) {
    return room.state === 'closed' ? 'read' : 'teacher';
  }
  const { account } = caller;
  if (account.isSchoolAdmin && account.schoolId !== null && account.schoolId === room.school_id) {
    return 'read';
  }
  if (caller.kind === 'parent') {
    const child = await db
      .selectFrom('writing_room_members')
      .innerJoin('parent_students', 'parent_students.student_id', 'writing_room_members.student_id')
      .select('writing_room_members.id')
      .where('writing_room_members.room_id', '=', roomId)
      .where('writing_room_members.left_at', 'is', null)
      .where('parent_students.parent_id', '=', caller.id)
      .executeTakeFirst();
    if (child) return 'read';
  }
  return null;
}

/** The caller's right in the room, or the room's 404. */
export async function requireRoomRight(
  db: Kysely<Database>,
  caller: RoomCaller,
  roomId: string,
): Promise<RoomRight> {
  const right = await roomRightOf(db, caller, roomId);
  if (!right) throw roomNotFound();
  return right;
}

/**
 * For what only the class's teachers may do to a room (publishing it into the class book):
 * anyone with no right to the room gets the room's 404; someone who may read it but does not
 * teach the class (a school admin, a parent) is refused with a 403.
 */
export async function requireRoomTeacher(
  db: Kysely<Database>,
  caller: RoomCaller,
  roomId: string,
): Promise<void> {
  await requireRoomRight(db, caller, roomId);
  const room = await db
    .selectFrom('writing_rooms')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .select('writing_sessions.class_id')
    .where('writing_rooms.id', '=', roomId)
    .executeTakeFirst();
  if (!room) throw roomNotFound();
  if (caller.kind !== 'teacher' || !(await teachesClass(db, caller.id, room.class_id))) {
    throw new AppError('FORBIDDEN', { room: ROOM_MESSAGES.teacherOnly });
  }
}
