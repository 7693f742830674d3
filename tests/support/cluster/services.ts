import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Whether the shared services of a multi-instance deployment answer here: PostgreSQL at
 * TEST_DATABASE_URL and Redis at TEST_REDIS_URL. CI always has both (.ci/run); a developer's
 * machine may have neither, and then the scale-out journeys cannot run.
 */
export async function clusterServicesAnswer(): Promise<boolean> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) return false;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
  });
  try {
    await client.connect();
    await client.query('select 1');
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
    redis.disconnect();
  }
}
