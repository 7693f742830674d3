import type { FastifyInstance } from 'fastify';
import { studentKey } from '../../../common/chat/rules';
import { presenceName, presenceOf } from '../../../common/rooms/presence';
import { studentWritingPath } from '../../../common/routes';
import type { MyRooms, RoomView } from '../../../common/schemas/rooms';
import type { RoomCaller } from '../../access/writing-rooms';
import type { RoomRight } from '../../../common/rooms/rights';
import { noteOf, notesOf } from './session-notes';
import { sessionFieldsOf } from './session-view';

/**
 * One room as its reader sees it: the session (passage, prompt, state, timer, movement), the
 * caller's right, who is in it (first name and last initial, point 8), the teacher's comments
 * to this room and broadcasts to all, the caller's own calls for help, and for a breakout the
 * student's own reflection to go on to.
 */
export async function roomView(
  app: FastifyInstance,
  caller: RoomCaller,
  roomId: string,
  right: RoomRight,
): Promise<RoomView> {
  const room = await app.db
    .selectFrom('writing_rooms')
    .select(['id', 'name', 'paused_at', 'session_id'])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  const session = await app.db
    .selectFrom('writing_sessions')
    .selectAll()
    .where('id', '=', room.session_id)
    .executeTakeFirstOrThrow();
  const [classRow, members, notes] = await Promise.all([
    app.db
      .selectFrom('classes')
      .select('title')
      .where('id', '=', session.class_id)
      .executeTakeFirstOrThrow(),
    app.db
      .selectFrom('writing_room_members')
      .innerJoin('students', 'students.id', 'writing_room_members.student_id')
      .select(['students.id', 'students.first_name', 'students.last_name'])
      .where('writing_room_members.room_id', '=', roomId)
      .where('writing_room_members.left_at', 'is', null)
      .orderBy('students.first_name')
      .execute(),
    notesOf(app.db, session.id),
  ]);
  const isStudent = caller.kind === 'student';
  const prayer =
    isStudent && session.kind === 'lectio'
      ? await app.db
          .selectFrom('writing_prayers')
          .select('body')
          .where('room_id', '=', roomId)
          .where('student_id', '=', caller.id)
          .executeTakeFirst()
      : undefined;
  return {
    id: room.id,
    name: room.name,
    paused: room.paused_at !== null,
    session: { ...sessionFieldsOf(session), className: classRow.title },
    right,
    me: { key: caller.key, presence: callerPresence(caller) },
    members: members.map((member) => ({
      key: studentKey(member.id),
      name: presenceName(member.first_name, member.last_name),
    })),
    notes: notes
      .filter(
        (note) =>
          note.kind === 'broadcast' ||
          (note.room_id === roomId &&
            (note.kind === 'comment' || !isStudent || note.author_key === caller.key)),
      )
      .map(noteOf),
    reflectionPath:
      isStudent && session.kind === 'breakout' && session.activity_id
        ? studentWritingPath(session.class_id, session.activity_id)
        : null,
    prayer: prayer ? prayer.body : isStudent && session.kind === 'lectio' ? '' : null,
  };
}

/**
 * The student's rooms in their classes' sessions, newest first; where the teacher lets
 * students choose and the student has no room yet, the rooms to choose from.
 */
export async function myRooms(app: FastifyInstance, studentId: string): Promise<MyRooms> {
  const sessions = await app.db
    .selectFrom('writing_sessions')
    .innerJoin('class_students', 'class_students.class_id', 'writing_sessions.class_id')
    .innerJoin('classes', 'classes.id', 'writing_sessions.class_id')
    .selectAll('writing_sessions')
    .select('classes.title as class_title')
    .where('class_students.student_id', '=', studentId)
    .orderBy('writing_sessions.created_at', 'desc')
    .limit(50)
    .execute();
  if (sessions.length === 0) return [];
  const ids = sessions.map((session) => session.id);
  const [places, rooms] = await Promise.all([
    app.db
      .selectFrom('writing_room_members')
      .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_room_members.room_id')
      .select(['writing_rooms.session_id', 'writing_rooms.id', 'writing_rooms.name'])
      .where('writing_room_members.student_id', '=', studentId)
      .where('writing_room_members.left_at', 'is', null)
      .where('writing_rooms.session_id', 'in', ids)
      .execute(),
    app.db
      .selectFrom('writing_rooms')
      .select(['id', 'name', 'session_id'])
      .where('session_id', 'in', ids)
      .execute(),
  ]);
  const placeOf = new Map(places.map((place) => [place.session_id, place]));
  return sessions.map((session) => {
    const place = placeOf.get(session.id);
    const choosing = !place && session.self_choice === 1 && session.state !== 'closed';
    return {
      roomId: place?.id ?? null,
      roomName: place?.name ?? null,
      sessionId: session.id,
      title: session.title,
      className: session.class_title,
      kind: session.kind,
      state: session.state,
      choices: choosing
        ? rooms
            .filter((room) => room.session_id === session.id)
            .map((room) => ({ id: room.id, name: room.name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
        : [],
    };
  });
}

/** The one presence the caller may share in a room (point 8; room-presence.ts holds them to it). */
export const callerPresence = (caller: RoomCaller) =>
  presenceOf({
    key: caller.key,
    firstName: caller.account.firstName,
    lastName: caller.account.lastName,
    adult: caller.kind !== 'student',
  });
