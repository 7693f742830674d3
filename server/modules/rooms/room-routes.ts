import type { FastifyPluginAsync } from 'fastify';
import { ROOM_MESSAGES } from '../../../common/rooms/rights';
import { roomSocketParamsSchema, type RoomAudience } from '../../../common/schemas/rooms';
import { requireRoomRight, roomCallerOf } from '../../access/writing-rooms';
import { AppError } from '../../errors';
import { fromThisSite } from '../../plugins/csrf';
import type { RoomConnectionContext } from './room-server';

/**
 * GET /api/rooms/:audience/:roomId/socket: a room's document over a WebSocket. Everything is
 * checked before the upgrade, so a refusal is a plain HTTP answer: a page of another site is
 * 403, nobody signed in 401, anyone with no right to the room (another class's student, a
 * teacher of another class) the room's 404. The document server then asks again for the room
 * the connection names, and keeps asking whenever rights change (room-rights.ts).
 */
export const roomRoutes =
  (publicBaseUrl: string): FastifyPluginAsync =>
  async (app) => {
    app.route<{ Params: { audience: RoomAudience; roomId: string } }>({
      method: 'GET',
      url: '/:audience/:roomId/socket',
      // A protocol of its own, not JSON: hidden from the API description, the schema check and
      // the fuzzer, which know JSON routes only; rooms-socket.test.ts is its test.
      schema: { hide: true },
      preValidation: async (request) => {
        const params = roomSocketParamsSchema.safeParse(request.params);
        if (!params.success) throw new AppError('NOT_FOUND', { room: ROOM_MESSAGES.notFound });
        if (!fromThisSite(request, publicBaseUrl)) {
          throw new AppError('FORBIDDEN', { origin: 'Cross-site request refused' });
        }
        const caller = await roomCallerOf(request, params.data.audience);
        await requireRoomRight(app.db, caller, params.data.roomId);
        request.roomConnection = { caller, roomId: params.data.roomId };
        // Loaded before the upgrade, so the socket is handed over at once and no first message
        // of the client is missed.
        await app.rooms.server();
      },
      handler: (_request, reply) => {
        // Not an upgrade: this address speaks WebSocket only.
        return reply.status(426).send({ errors: { room: 'Connect with a WebSocket.' } });
      },
      wsHandler: (socket, request) => {
        const context = request.roomConnection as RoomConnectionContext;
        app.rooms.current()?.handleConnection(socket, request.raw, context);
      },
    });
  };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before a room's WebSocket upgrade: who connects, to which room. */
    roomConnection?: RoomConnectionContext;
  }
}
