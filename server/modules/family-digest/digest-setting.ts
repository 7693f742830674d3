import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether the parent gets the weekly family digest (false for an unknown id). */
export async function readDigestSetting(db: Kysely<Database>, parentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('family_digest_email')
    .where('id', '=', parentId)
    .where('account_type', '=', 'parent')
    .executeTakeFirst();
  return row?.family_digest_email === 1;
}

/** Turns the parent's digest on or off; the same change again is harmless. */
export async function setDigestSetting(
  db: Kysely<Database>,
  parentId: string,
  enabled: boolean,
  now = new Date(),
): Promise<boolean> {
  const changed = await db
    .updateTable('users')
    .set({ family_digest_email: enabled ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', parentId)
    .where('account_type', '=', 'parent')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
