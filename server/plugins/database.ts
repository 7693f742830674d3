import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseKind } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

export interface DatabasePluginOptions {
  url: string;
  /**
   * Fills an empty database with demo data (the demo module's seedDemoData, handed over by
   * app.ts so this plugin depends on no feature module), or null for none. Production never
   * seeds demo accounts, whatever is passed: the seed refuses it.
   */
  seed: SeedDemoData | null;
  production: boolean;
  /** Called for every query run (counting them: benchmark, idle-load tests). */
  onQuery?: (() => void) | undefined;
}

export type SeedDemoData = (
  db: Kysely<Database>,
  now: Date,
  options: { production: boolean },
) => Promise<boolean>;

/** Opens the database, brings its schema up to date, seeds an empty one, closes it on exit. */
export default fp<DatabasePluginOptions>(
  async (app, { url, seed, production, onQuery }) => {
    const { db, kind } = openDatabase(url, { onQuery });
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.addHook('onClose', async () => db.destroy());
    await migrateToLatest(db, kind);
    if (seed && (await seed(db, new Date(), { production }))) app.log.info('Seeded demo data');
  },
  { name: 'database' },
);
