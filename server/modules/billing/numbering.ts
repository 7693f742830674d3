import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type NumberSeries = 'INV' | 'Q';

/**
 * The next number of a yearly series: INV-2027-0001, Q-2027-0001 (decision 0022). One upsert
 * that increments and returns the counter, inside the caller's transaction, so two invoices
 * raised at once on two instances never share a number (the invoice's unique `number` is the
 * last guard).
 */
export async function nextNumber(
  trx: Kysely<Database>,
  series: NumberSeries,
  now = new Date(),
): Promise<string> {
  const year = now.getUTCFullYear();
  const name = `${series}-${year}`;
  const { value } = await trx
    .insertInto('billing_counters')
    .values({ name, value: 1 })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ value: sql<number>`billing_counters.value + 1` }),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${name}-${String(value).padStart(4, '0')}`;
}
