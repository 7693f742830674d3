import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

export interface DatabasePluginOptions {
  url: string;
  seed: boolean;
  /** Production never seeds demo accounts, whatever `seed` says. */
  production: boolean;
}

/** Opens the database, brings its schema up to date, seeds an empty one, closes it on exit. */
export default fp<DatabasePluginOptions>(
  async (app, { url, seed, production }) => {
    const { db, kind } = openDatabase(url);
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.addHook('onClose', async () => db.destroy());
    await migrateToLatest(db, kind);
    if (seed && (await seedDemoData(db, new Date(), { production })))
      app.log.info('Seeded demo data');
  },
  { name: 'database' },
);
