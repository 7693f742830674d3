import { Redis as HocuspocusRedis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import IORedis from 'ioredis';
import { writes } from '../../../common/rooms/rights';
import { roomRightOf, type RoomCaller } from '../../access/writing-rooms';
import { roomActivityExtension } from './room-activity';
import { roomCareExtension } from './room-care';
import { roomLogExtension } from './room-log';
import { roomPresenceExtension } from './room-presence';
import { roomRightsExtension } from './room-rights';
import { roomStoreExtension } from './room-store';

/** What each connection carries from its upgrade request (room-routes.ts). */
export interface RoomConnectionContext {
  caller: RoomCaller;
  roomId: string;
}

/** Writes of a room's state: at most every 2 s while typing, and at least every 10 s (point 12). */
export const ROOM_STORE_DEBOUNCE_MS = 2_000;
export const ROOM_STORE_MAX_DEBOUNCE_MS = 10_000;

/**
 * The writing rooms' document server (issue 18, decision 0025): Hocuspocus over the app's own
 * WebSocket route. Each connection was authorised before its upgrade; Hocuspocus asks again
 * for the document it names (only its own room) and opens it read-only for readers. The
 * document loads from and stores to the main database, its state merged with the updates
 * logged since it was taken (room-store.ts), and every update a connection makes is logged
 * with its author before it is applied and acknowledged (room-log.ts). With REDIS_URL, the
 * Redis extension carries updates and awareness between instances.
 */
export function createRoomServer(
  app: FastifyInstance,
  { redisUrl, publicBaseUrl }: { redisUrl?: string | undefined; publicBaseUrl: string },
) {
  const extensions: Extension[] = [
    roomRightsExtension(app),
    roomStoreExtension(app),
    roomLogExtension(app),
    roomPresenceExtension(),
    roomCareExtension(app, publicBaseUrl),
    roomActivityExtension(app),
  ];
  if (redisUrl) {
    extensions.push(
      new HocuspocusRedis({
        createClient: () => new IORedis(redisUrl, { maxRetriesPerRequest: null }),
        prefix: 'lectio-rooms',
      } as ConstructorParameters<typeof HocuspocusRedis>[0]),
    );
  }
  return new Hocuspocus({
    name: 'lectio-rooms',
    quiet: true,
    debounce: ROOM_STORE_DEBOUNCE_MS,
    maxDebounce: ROOM_STORE_MAX_DEBOUNCE_MS,
    extensions,
    async onAuthenticate(data) {
      const context = data.context as RoomConnectionContext;
      // A connection speaks for the one room its upgrade was authorised for.
      if (!context?.caller || data.documentName !== context.roomId) {
        throw new Error('Not this room');
      }
      const right = await roomRightOf(app.db, context.caller, context.roomId);
      if (!right) throw new Error('No right to this room');
      data.connectionConfig.readOnly = !writes(right);
      return context;
    },
  });
}
