import websocket from '@fastify/websocket';
import type { Hocuspocus } from '@hocuspocus/server';
import fp from 'fastify-plugin';
import { roomRoutes } from './room-routes';
import { createRoomServer } from './room-server';

export interface RoomsOptions {
  publicBaseUrl: string;
  /** With REDIS_URL, rooms' updates travel between instances over Redis. */
  redisUrl?: string | undefined;
}

/**
 * Writing rooms (issue 18): the document server, decorated as `app.rooms`, and its WebSocket
 * route under /api/rooms. Open documents are stored once more when the app closes, and the
 * extensions are closed.
 */
export default fp<RoomsOptions>(
  async (app, { publicBaseUrl, redisUrl }) => {
    const server = createRoomServer(app, { redisUrl });
    app.decorate('rooms', server);
    await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
    await app.register(roomRoutes(publicBaseUrl), { prefix: '/api/rooms' });
    app.addHook('onClose', async () => {
      server.closeConnections();
      await Promise.all(
        [...server.documents.values()].map((document) =>
          server.storeDocumentHooks(
            document,
            {
              clientsCount: 0,
              context: {},
              document,
              documentName: document.name,
              instance: server,
              requestHeaders: {},
              requestParameters: new URLSearchParams(),
              socketId: '',
            },
            true,
          ),
        ),
      );
      // The extensions let go of what they hold (the Redis extension its connections).
      await server.hooks('onDestroy', { instance: server });
    });
  },
  { name: 'rooms', dependencies: ['database', 'live-channel'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    rooms: Hocuspocus;
  }
}
