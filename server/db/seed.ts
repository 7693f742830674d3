import type { Kysely } from 'kysely';
import type { Database } from './schema';

const SEED_MARKER = 'demo_data_seeded_at';

/**
 * Fills an empty database with the demo data listed in the README. It runs once: the marker
 * row makes a second boot (or a second instance) skip it, and the primary key on the marker
 * means two instances racing at first boot cannot both seed.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const existing = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEED_MARKER)
    .executeTakeFirst();
  if (existing) return false;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('app_meta')
      .values({ key: SEED_MARKER, value: now.toISOString(), updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  });
}
