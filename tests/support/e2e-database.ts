import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/db/kysely';
import type { Database } from '../../server/db/schema';

/**
 * The browser tests' server's own database (tests/support/e2e-server.mjs writes where it is),
 * for journeys that need records no page creates yet. Close it with `db.destroy()`.
 */
export function e2eDatabase(port = Number(process.env.E2E_PORT)): Kysely<Database> {
  const url = readFileSync(join(tmpdir(), `lectio-e2e-database-${port}`), 'utf8');
  return openDatabase(url).db;
}
