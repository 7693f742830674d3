import websocket from '@fastify/websocket';
import type { Hocuspocus } from '@hocuspocus/server';
import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { roomRoutes } from './room-routes';
import { runSessionClock } from './session-actions';

export interface RoomsOptions {
  publicBaseUrl: string;
  /** With REDIS_URL, rooms' updates travel between instances over Redis. */
  redisUrl?: string | undefined;
  /** Run the sessions' clock (timers, the closing warning, the circle's movements). */
  schedule?: boolean;
}

/** How often each instance closes rooms whose time is up (point 5: within 2 s). */
export const SESSION_CLOCK_MS = 1_000;

/** The rooms' document server, loaded when the first room is opened (`app.rooms`). */
export interface Rooms {
  server(): Promise<Hocuspocus>;
  /** The server once loaded, else null (no room opened on this instance yet). */
  current(): Hocuspocus | null;
}

/**
 * Writing rooms (issue 18): the document server, decorated as `app.rooms`, and its WebSocket
 * route under /api/rooms. The server (Hocuspocus, and with it Yjs) loads on the first room's
 * connection, not at start: an instance, a script or a test that never opens a room never
 * loads Yjs, which must be loaded once per process. Open documents are stored once more when
 * the app closes, and the extensions are closed.
 */
export default fp<RoomsOptions>(
  async (app, { publicBaseUrl, redisUrl, schedule = false }) => {
    let loaded: Hocuspocus | null = null;
    let loading: Promise<Hocuspocus> | null = null;
    const rooms: Rooms = {
      server: () =>
        (loading ??= import('./room-server').then(({ createRoomServer }) => {
          loaded = createRoomServer(app, { redisUrl, publicBaseUrl });
          return loaded;
        })),
      current: () => loaded,
    };
    app.decorate('rooms', rooms);
    await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
    await app.register(roomRoutes(publicBaseUrl), { prefix: '/api/rooms' });
    if (schedule) {
      scheduleJob(app, {
        name: 'Writing sessions’ clock',
        intervalMs: SESSION_CLOCK_MS,
        run: () => runSessionClock(app),
      });
    }
    app.addHook('onClose', async () => {
      const server = loaded;
      if (!server) return;
      server.closeConnections();
      await Promise.all(
        [...server.documents.values()].map(async (document) => {
          await server.storeDocumentHooks(
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
          );
          // Unloaded now, not on a timer after the extensions are gone: the Redis extension
          // unsubscribes the room, which on a closed connection is an error.
          await server.unloadDocument(document);
        }),
      );
      // The extensions let go of what they hold (the Redis extension its connections).
      await server.hooks('onDestroy', { instance: server });
    });
  },
  { name: 'rooms', dependencies: ['database', 'live-channel'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    rooms: Rooms;
  }
}
