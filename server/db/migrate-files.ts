import type { Kysely } from 'kysely';
import type { FileStorage } from '../adapters/storage/storage';
import * as privateFiles from './file-migrations/0001-private-files';
import type { Database } from './schema';

/**
 * Migrations that move stored files as well as rows. They run at boot once the database is
 * migrated and the storage is open; each one's name is recorded in `app_meta` when it has
 * finished, and each is safe to run again (two instances may start at once).
 */
const fileMigrations: Record<
  string,
  { up: (db: Kysely<Database>, storage: FileStorage) => Promise<void> }
> = {
  '0001-private-files': privateFiles,
};

const metaKey = (name: string) => `file-migration:${name}`;

export async function migrateFiles(db: Kysely<Database>, storage: FileStorage): Promise<string[]> {
  const done = new Set(
    (
      await db
        .selectFrom('app_meta')
        .select('key')
        .where('key', 'like', 'file-migration:%')
        .execute()
    ).map((row) => row.key),
  );
  const ran: string[] = [];
  for (const [name, migration] of Object.entries(fileMigrations)) {
    if (done.has(metaKey(name))) continue;
    await migration.up(db, storage);
    const now = new Date().toISOString();
    await db
      .insertInto('app_meta')
      .values({ key: metaKey(name), value: now, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    ran.push(name);
  }
  return ran;
}
