// The demo data (server/modules/demo/seed.ts) in the bench's fresh database before its server starts:
// the server runs in production, which never seeds demo accounts itself, and the API part
// signs in as the demo teacher and looks up the demo books.
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { importServerTs } from './import-server-ts.mjs';

/** Migrates the database at `databaseUrl` with the server's migrations and seeds the demo. */
export async function seedDemoDatabase(databaseUrl) {
  const [{ openDatabase }, { migrateToLatest }, { seedDemoData }] = await Promise.all([
    importServerTs(join(ROOT, 'server/db/kysely.ts')),
    importServerTs(join(ROOT, 'server/db/migrate.ts')),
    importServerTs(join(ROOT, 'server/modules/demo/seed.ts')),
  ]);
  const { db, kind } = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db, kind);
    await seedDemoData(db);
  } finally {
    await db.destroy();
  }
}
