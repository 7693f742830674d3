import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInAccount } from '../../plugins/session';
import { announceRoomRights } from './room-rights';

const sessionScope = (sessionId: string) => `writing-session:${sessionId}`;

/**
 * Tells every open page of the session (the teacher's live view and each room's page, on any
 * instance) that it changed: they re-read it through the usual access rules. A pointer, never
 * the content. Call it after the change committed.
 */
export async function announceSession(app: FastifyInstance, sessionId: string): Promise<void> {
  await app.live.publish({ type: 'room', scope: sessionScope(sessionId), id: sessionId });
}

/**
 * After a change of rights in these rooms (start, pause, close, a move, a movement of the
 * circle): each room's connections get their new right at once (within 2 s, point 5), and the
 * session's pages re-read it.
 */
export async function announceRights(
  app: FastifyInstance,
  sessionId: string,
  roomIds: readonly string[],
): Promise<void> {
  await Promise.all(roomIds.map((roomId) => announceRoomRights(app, roomId)));
  await announceSession(app, sessionId);
}

/** A page's live stream of the session: `room` events; `ready` once listening. */
export async function streamSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { account: SignedInAccount; sessionId: string },
): Promise<void> {
  const stream = app.liveStreams.open(request, reply, { account: input.account });
  const unsubscribe = app.live.subscribe(sessionScope(input.sessionId), (event) => {
    if (event.type === 'room') stream.send({ event: 'room', data: { sessionId: event.id } });
  });
  stream.onEnd(unsubscribe);
  await app.live.ready();
  stream.send({ event: 'ready', data: {} });
}

/**
 * A student left the class (removed, or moved to another class): their open rooms in it lose
 * them within 2 s (point 5). Their place stays recorded, and what they wrote stays.
 */
export async function announceStudentLeftClass(
  app: FastifyInstance,
  classId: string,
  studentId: string,
): Promise<void> {
  const rooms = await app.db
    .selectFrom('writing_room_members')
    .innerJoin('writing_rooms', 'writing_rooms.id', 'writing_room_members.room_id')
    .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
    .select(['writing_rooms.id', 'writing_rooms.session_id'])
    .where('writing_sessions.class_id', '=', classId)
    .where('writing_room_members.student_id', '=', studentId)
    .where('writing_room_members.left_at', 'is', null)
    .execute();
  for (const room of rooms) await announceRights(app, room.session_id, [room.id]);
}
