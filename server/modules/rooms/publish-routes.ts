import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, ignoredBodySchema } from '../../../common/schemas/fields';
import { publishedRoomSchema } from '../../../common/schemas/room-publishing';
import { teacherRoomParamsSchema } from '../../../common/schemas/rooms';
import { requireRoomTeacher } from '../../access/writing-rooms';
import { publishRoom } from './publish-room';

/**
 * POST /api/rooms/user/:roomId/publish (ROOMS_API.publish; issue 18, point 10): a class's
 * teacher publishes a closed room into the class book as one co-authored piece. Nobody
 * signed in as an adult is a 401, anyone with no right to the room the room's 404, a reader
 * who does not teach the class a 403, a session not yet closed a 409 (publish-room.ts).
 * Registered under /api/rooms.
 */
export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/:roomId/publish',
    {
      schema: {
        summary: 'Publish a closed room into the class book as one co-authored piece',
        tags: ['rooms'],
        params: teacherRoomParamsSchema,
        body: ignoredBodySchema,
        response: { 200: publishedRoomSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { caller } = await requireRoomTeacher(request, request.params.roomId);
      return publishRoom(app, caller, request.params.roomId);
    },
  );
};
