import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Resolves once the database answers a trivial query; throws when it cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
