import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userKey } from '../../../common/chat/rules';
import { ROOM_MESSAGES as M } from '../../../common/copy/rooms';
import { errorAnswers } from '../../../common/schemas/fields';
import {
  chooseSchema,
  helpSchema,
  myRoomsSchema,
  noteBodySchema,
  okSchema,
  pauseSchema,
  prayerSchema,
  roomParamsSchema,
  roomViewSchema,
  sessionParamsSchema,
  teacherRoomParamsSchema,
} from '../../../common/schemas/rooms';
import { presenceName } from '../../../common/rooms/presence';
import { requireStudent } from '../../access/guards';
import { requireRoomRight, requireRoomTeacher, roomCallerOf } from '../../access/writing-rooms';
import { AppError } from '../../errors';
import { chooseRoom, pauseRoom } from './session-actions';
import { announceSession, streamSession } from './session-live';
import { addNote, askForHelp, savePrayer } from './session-notes';
import { myRooms, roomView } from './room-view';

const tags = ['rooms'];
const ok = { ok: true as const };

/**
 * One room's calls (issue 18): its page's view and live stream for everyone who may read it,
 * the students' "Ask for help", prayer and choice of room, and the teachers' pause and
 * comment. The room's 404 for anyone with no right to it.
 */
export const roomViewRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The room and its session, for a call that names the room. */
  const roomOf = (roomId: string) =>
    app.db
      .selectFrom('writing_rooms')
      .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
      .select([
        'writing_rooms.id',
        'writing_rooms.session_id',
        'writing_sessions.kind',
        'writing_sessions.phase',
        'writing_sessions.state',
      ])
      .where('writing_rooms.id', '=', roomId)
      .executeTakeFirstOrThrow();

  app.get(
    '/student/mine',
    {
      schema: {
        summary: 'The signed-in student’s writing rooms, newest first',
        tags,
        response: { 200: myRoomsSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      return myRooms(app, student.id);
    },
  );

  app.post(
    '/student/sessions/:sessionId/choose',
    {
      schema: {
        summary: 'Choose a room, where the teacher lets students choose',
        tags,
        params: sessionParamsSchema,
        body: chooseSchema,
        response: { 200: okSchema, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const student = await requireStudent(request);
      await chooseRoom(app, {
        sessionId: request.params.sessionId,
        studentId: student.id,
        roomId: request.body.roomId,
      });
      return ok;
    },
  );

  app.get(
    '/:audience/:roomId',
    {
      schema: {
        summary: 'One room as its reader sees it',
        tags,
        params: roomParamsSchema,
        response: { 200: roomViewSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const caller = await roomCallerOf(request, request.params.audience);
      const right = await requireRoomRight(app.db, caller, request.params.roomId);
      return roomView(app, caller, request.params.roomId, right);
    },
  );

  app.get(
    '/:audience/:roomId/stream',
    {
      schema: {
        summary: 'Server-Sent Events: `room` whenever the room’s session changes',
        tags,
        params: roomParamsSchema,
        response: { 200: z.string(), ...errorAnswers(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const caller = await roomCallerOf(request, request.params.audience);
      await requireRoomRight(app.db, caller, request.params.roomId);
      const room = await roomOf(request.params.roomId);
      await streamSession(app, request, reply, {
        account: caller.account,
        sessionId: room.session_id,
      });
      return reply;
    },
  );

  /** A student of the room: their place and right in it, or the room's 404. */
  async function roomStudent(request: Parameters<typeof roomCallerOf>[0], roomId: string) {
    const caller = await roomCallerOf(request, 'student');
    const right = await requireRoomRight(app.db, caller, roomId);
    return { caller, right, room: await roomOf(roomId) };
  }

  app.post(
    '/student/:roomId/help',
    {
      schema: {
        summary: 'Ask the teacher for help; asking again while a call is open changes nothing',
        tags,
        params: teacherRoomParamsSchema,
        body: helpSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { caller, room } = await roomStudent(request, request.params.roomId);
      if (room.state === 'closed') throw new AppError('CONFLICT', { help: M.closed });
      await askForHelp(app, {
        sessionId: room.session_id,
        roomId: room.id,
        studentKey: caller.key,
        name: presenceName(caller.account.firstName, caller.account.lastName),
        body: request.body.body ?? '',
      });
      return ok;
    },
  );

  app.post(
    '/student/:roomId/prayer',
    {
      schema: {
        summary: 'Save the student’s private prayer (the circle’s oratio), read by teachers only',
        tags,
        params: teacherRoomParamsSchema,
        body: prayerSchema,
        response: {
          200: z.object({ updatedAt: z.string() }),
          ...errorAnswers(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const { caller, room } = await roomStudent(request, request.params.roomId);
      if (room.kind !== 'lectio' || room.phase !== 'oratio' || room.state !== 'open') {
        throw new AppError('CONFLICT', { body: M.prayerPhase });
      }
      const saved = await savePrayer(app.db, {
        roomId: room.id,
        studentId: caller.id,
        body: request.body.body,
      });
      // The teacher's view of the prayers reads them again.
      await announceSession(app, room.session_id);
      return saved;
    },
  );

  app.post(
    '/user/:roomId/pause',
    {
      schema: {
        summary: 'Pause or resume one room: everyone reads, nobody writes',
        tags,
        params: teacherRoomParamsSchema,
        body: pauseSchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await requireRoomTeacher(request, request.params.roomId);
      const room = await roomOf(request.params.roomId);
      if (room.state === 'closed') throw new AppError('CONFLICT', { room: M.closed });
      await pauseRoom(app, {
        sessionId: room.session_id,
        roomId: room.id,
        paused: request.body.paused,
      });
      return ok;
    },
  );

  app.post(
    '/user/:roomId/comments',
    {
      schema: {
        summary: 'A teacher’s comment to one room',
        tags,
        params: teacherRoomParamsSchema,
        body: noteBodySchema,
        response: { 200: okSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { caller } = await requireRoomTeacher(request, request.params.roomId);
      const room = await roomOf(request.params.roomId);
      await addNote(app, {
        sessionId: room.session_id,
        roomId: room.id,
        kind: 'comment',
        authorKey: userKey(caller.id),
        authorName: `${caller.account.firstName} ${caller.account.lastName}`.trim(),
        body: request.body.body,
      });
      return ok;
    },
  );
};
