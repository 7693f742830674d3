import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROOM_MESSAGES } from '../../../common/rooms/rights';
import { errorAnswers } from '../../../common/schemas/fields';
import {
  restoreBodySchema,
  restoredSchema,
  roomContributionsSchema,
} from '../../../common/schemas/room-contributions';
import { roomParamsSchema, teacherRoomParamsSchema } from '../../../common/schemas/rooms';
import { requireRoomRight, roomCallerOf } from '../../access/writing-rooms';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { contributionsOf, restoreDeletion } from './attribution';

const tags = ['writing rooms'];

const sessionClosed = async (db: Kysely<Database>, roomId: string) =>
  (
    await db
      .selectFrom('writing_rooms')
      .innerJoin('writing_sessions', 'writing_sessions.id', 'writing_rooms.session_id')
      .select('writing_sessions.state')
      .where('writing_rooms.id', '=', roomId)
      .executeTakeFirst()
  )?.state === 'closed';

/**
 * Who wrote what in a room (issue 18, points 6 and 7), under /api/rooms (ROOMS_API):
 * - GET /:audience/:roomId/contributions: the room's students (while their place in it holds)
 *   see their own room's; the class's teachers every room's; the school's admins may read.
 *   Parents, who may read the room, do not get this record; everyone else gets the room's 404.
 * - POST /user/:roomId/restore { deletionId }: the class's teachers put a deleted passage back
 *   (a teacher's edit). Others who may read the room get 403; once the session is closed its
 *   rooms are read-only, so a teacher gets the closed rooms' 409; everyone else the room's 404.
 */
export const contributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:audience/:roomId/contributions',
    {
      schema: {
        summary: 'Who wrote what in a writing room: words, timeline, replay, deletions',
        tags,
        params: roomParamsSchema,
        response: { 200: roomContributionsSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { audience, roomId } = request.params;
      const caller = await roomCallerOf(request, audience);
      const right = await requireRoomRight(app.db, caller, roomId);
      if (caller.kind === 'parent') {
        throw new AppError('NOT_FOUND', { room: ROOM_MESSAGES.notFound });
      }
      const viewer = caller.kind === 'student' ? 'student' : 'adult';
      const contributions = await contributionsOf(app.db, roomId, { viewer });
      return { ...contributions, canRestore: right === 'teacher' };
    },
  );

  app.post(
    '/user/:roomId/restore',
    {
      schema: {
        summary: 'A teacher puts a deleted passage back where it was (a teacher’s edit)',
        tags,
        params: teacherRoomParamsSchema,
        body: restoreBodySchema,
        response: { 200: restoredSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { roomId } = request.params;
      const caller = await roomCallerOf(request, 'user');
      const right = await requireRoomRight(app.db, caller, roomId);
      if (right !== 'teacher') {
        if (caller.kind === 'teacher' && (await sessionClosed(app.db, roomId))) {
          throw new AppError('CONFLICT', { room: ROOM_MESSAGES.closed });
        }
        throw new AppError('FORBIDDEN', { room: ROOM_MESSAGES.teacherOnly });
      }
      return restoreDeletion(app, roomId, request.body.deletionId, caller);
    },
  );
};
