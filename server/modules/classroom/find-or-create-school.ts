import type { Kysely, Transaction } from 'kysely';
import type { SchoolValues } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';

/**
 * The schools row for this name and address: an identical one is reused (several teachers of
 * one school share it), otherwise a new one is made. Rows are never edited in place, since
 * other classes (and their books' class orders) may point at them.
 */
export async function findOrCreateSchool(
  db: Kysely<Database> | Transaction<Database>,
  school: SchoolValues,
  now = new Date(),
): Promise<string> {
  let query = db
    .selectFrom('schools')
    .select('id')
    .where('name', '=', school.name)
    .where('address_1', '=', school.address_1)
    .where('city', '=', school.city)
    .where('zip', '=', school.zip)
    .where('country_code', '=', school.country_code);
  query =
    school.address_2 === null
      ? query.where('address_2', 'is', null)
      : query.where('address_2', '=', school.address_2);
  query =
    school.state_code === null
      ? query.where('state_code', 'is', null)
      : query.where('state_code', '=', school.state_code);
  const existing = await query.executeTakeFirst();
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  await db
    .insertInto('schools')
    .values({ id, ...school, created_at: now.toISOString() })
    .execute();
  return id;
}
