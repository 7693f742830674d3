import fp from 'fastify-plugin';
import type { LiveChannel } from '../adapters/live/channel';
import { createInProcessChannel } from '../adapters/live/in-process';
import { createPostgresChannel } from '../adapters/live/postgres';
import { createRedisChannel } from '../adapters/live/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event channel every instance shares (server/adapters/live, decision 0013). */
    live: LiveChannel;
  }
}

/**
 * Decorates `app.live`: Redis pub/sub with REDIS_URL, else LISTEN/NOTIFY on PostgreSQL, else
 * (SQLite, one process) an in-process emitter. Sessions that end are announced on it
 * (`account:<type>:<id>`), so a live stream of theirs ends at once on any instance.
 */
export default fp<{ databaseUrl: string; redisUrl?: string | undefined }>(
  async (app, { databaseUrl, redisUrl }) => {
    const log = {
      warn: (details: object, message: string) => app.log.warn(details, message),
      info: (details: object, message: string) => app.log.info(details, message),
    };
    let channel: LiveChannel;
    if (redisUrl) {
      const redis = createRedisChannel({ url: redisUrl, log });
      await redis.start();
      channel = redis;
    } else if (app.dbKind === 'postgres') {
      const postgres = createPostgresChannel({ connectionString: databaseUrl, db: app.db, log });
      await postgres.start();
      channel = postgres;
    } else {
      channel = createInProcessChannel({ databaseUrl, log });
    }
    app.decorate('live', channel);
    app.log.info(`Live events: ${channel.kind}`);
    const stopAnnouncing = app.sessions.onEnded((ended) => {
      for (const session of ended) {
        void channel.publish({
          type: 'session-ended',
          scope: `account:${session.subjectType}:${session.subjectId}`,
          id: session.id,
        });
      }
    });
    app.addHook('onClose', async () => {
      stopAnnouncing();
      await channel.close();
    });
  },
  { name: 'live-channel', dependencies: ['database', 'session'] },
);
