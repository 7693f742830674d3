import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/kysely';
import type { CreditKind, Database } from '../../db/schema';

/**
 * Teacher credits (issue 4, point 10): a ledger of grants, rewards and redemptions. The
 * balance is always the sum of the rows, so there is no second number that could drift.
 */
export async function creditBalance(
  db: Kysely<Database> | Transaction<Database>,
  teacherId: string,
): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select(sql<number | string | null>`sum(credits)`.as('balance'))
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function grantCredits(
  db: Kysely<Database>,
  entry: {
    teacherId: string;
    credits: number;
    kind?: Exclude<CreditKind, 'redemption'>;
    note?: string;
    createdBy?: string | null;
  },
): Promise<void> {
  if (!Number.isInteger(entry.credits) || entry.credits <= 0) {
    throw new RangeError('A grant adds a positive whole number of credits');
  }
  await db
    .insertInto('credit_ledger')
    .values({
      id: crypto.randomUUID(),
      teacher_id: entry.teacherId,
      kind: entry.kind ?? 'grant',
      credits: entry.credits,
      order_id: null,
      note: entry.note ?? null,
      created_by: entry.createdBy ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Spends credits for a paid order inside the caller's transaction. The unique (order_id, kind)
 * pair makes a second redemption for the same order impossible, and the balance is re-read
 * under a row lock (PostgreSQL) or the single writer (SQLite) so it never goes negative: when
 * another order spent the credits meanwhile, only what is left is taken.
 * Answers the credits actually redeemed.
 */
export async function redeemCreditsForOrder(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  input: { teacherId: string; orderId: string; credits: number },
): Promise<number> {
  if (kind === 'postgres') {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.teacherId)
      .forUpdate()
      .execute();
  }
  const available = await creditBalance(trx, input.teacherId);
  const credits = Math.max(0, Math.min(input.credits, available));
  if (credits === 0) return 0;
  await trx
    .insertInto('credit_ledger')
    .values({
      id: crypto.randomUUID(),
      teacher_id: input.teacherId,
      kind: 'redemption',
      credits: -credits,
      order_id: input.orderId,
      note: null,
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .execute();
  return credits;
}
