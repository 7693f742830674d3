import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import { createLocalStorage } from '../../server/adapters/storage/local';
import { openDatabase } from '../../server/db/kysely';
import type { Database } from '../../server/db/schema';

/**
 * The browser tests' server's own database (tests/support/e2e-server.mjs writes where it is),
 * for journeys that need records no page creates yet. Close it with `db.destroy()`.
 */
export function e2eDatabase(port = Number(process.env.E2E_PORT)): Kysely<Database> {
  return openDatabase(databaseUrl(port)).db;
}

const databaseUrl = (port: number) =>
  readFileSync(join(tmpdir(), `lectio-e2e-database-${port}`), 'utf8');

/**
 * Stores a file in the browser tests' server's local file store (FILES_DIR, the `files` folder
 * beside its SQLite file) under `key`, as the server's own storage writes it: for lesson files
 * no page of a journey uploads.
 */
export async function storeE2eFile(
  key: string,
  bytes: Uint8Array,
  contentType: string,
  port = Number(process.env.E2E_PORT),
): Promise<void> {
  const filesDir = join(dirname(databaseUrl(port).replace(/^sqlite:/, '')), 'files');
  await createLocalStorage(filesDir).put(key, bytes, { contentType });
}
