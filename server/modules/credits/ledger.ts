import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseKind } from '../../db/kysely';
import type { CreditKind, Database } from '../../db/schema';

/**
 * Teacher credits: an append-only ledger of grants, rewards, holds, releases and redemptions.
 * Each row carries the teacher's spendable balance after it and its place in the teacher's
 * sequence; the database checks the balance never goes below zero and that no two rows share
 * a place, so credits cannot be spent twice however requests interleave (migration 0013).
 *
 * Writers take the teacher's ledger lock first (a row lock on PostgreSQL; SQLite has one
 * writer), so concurrent requests queue instead of failing on the sequence constraint.
 */

/** How long credits stay held for an unpaid cart; every re-pricing starts the time again. */
export const CREDIT_HOLD_MINUTES = 60;

type Db = Kysely<Database> | Transaction<Database>;

/** What the teacher can spend now: grants and rewards, less what is held or redeemed. */
export async function creditBalance(db: Db, teacherId: string): Promise<number> {
  return (await lastEntry(db, teacherId))?.balance_after ?? 0;
}

export async function grantCredits(
  db: Kysely<Database>,
  kind: DatabaseKind,
  entry: {
    teacherId: string;
    credits: number;
    kind?: Extract<CreditKind, 'grant' | 'reward'>;
    note?: string;
    createdBy?: string | null;
  },
): Promise<void> {
  if (!Number.isInteger(entry.credits) || entry.credits <= 0) {
    throw new RangeError('A grant adds a positive whole number of credits');
  }
  await db.transaction().execute(async (trx) => {
    await lockLedger(trx, kind, entry.teacherId);
    await appendEntry(trx, {
      teacherId: entry.teacherId,
      kind: entry.kind ?? 'grant',
      credits: entry.credits,
      note: entry.note ?? null,
      createdBy: entry.createdBy ?? null,
    });
  });
}

/**
 * Holds credits for an unpaid order, inside the caller's transaction: the order's earlier hold
 * (if any) is released first, then the new amount is held until `expiresAt`. Answers false,
 * holding nothing new, when the teacher's balance cannot cover it.
 */
export async function holdCreditsForOrder(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  input: { teacherId: string; orderId: string; credits: number; now: Date },
): Promise<boolean> {
  await lockLedger(trx, kind, input.teacherId);
  await releaseLockedHold(trx, input.orderId, input.now);
  if (input.credits === 0) return true;
  const expiresAt = new Date(input.now.getTime() + CREDIT_HOLD_MINUTES * 60_000);
  const id = await appendEntry(trx, {
    teacherId: input.teacherId,
    kind: 'hold',
    credits: -input.credits,
    orderId: input.orderId,
    expiresAt: expiresAt.toISOString(),
    now: input.now,
  });
  return id !== null;
}

/** Gives an unpaid order's held credits back (cart changed hands, expired or cancelled). */
export async function releaseOrderHold(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  input: { orderId: string; now: Date },
): Promise<void> {
  const hold = await activeHold(trx, input.orderId);
  if (!hold) return;
  await lockLedger(trx, kind, hold.teacher_id);
  await releaseLockedHold(trx, input.orderId, input.now);
}

/**
 * Turns the order's hold into its redemption when the order is paid, inside the transaction
 * that marks it paid. Answers false when no hold of exactly these credits by this teacher
 * backs the order: the caller must then not mark it paid with the discount.
 */
export async function captureOrderHold(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  input: { teacherId: string; orderId: string; credits: number },
): Promise<boolean> {
  await lockLedger(trx, kind, input.teacherId);
  const hold = await activeHold(trx, input.orderId);
  if (!hold || hold.teacher_id !== input.teacherId || -hold.credits !== input.credits) {
    return false;
  }
  const captured = await trx
    .updateTable('credit_ledger')
    .set({ kind: 'redemption', expires_at: null })
    .where('id', '=', hold.id)
    .where('kind', '=', 'hold')
    .executeTakeFirst();
  // Stryker disable next-line ConditionalExpression: equivalent while the ledger lock is held, no other writer can capture or release the hold found above; the check stays as a defence.
  return Number(captured.numUpdatedRows) === 1;
}

/** Unpaid orders whose holds have run out, for the cart-expiry sweep. */
export async function ordersWithExpiredHolds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .selectFrom('credit_ledger as hold')
    .select('hold.order_id')
    .where('hold.kind', '=', 'hold')
    .where('hold.expires_at', '<=', now.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_ledger as release')
            .select('release.id')
            .whereRef('release.hold_id', '=', 'hold.id'),
        ),
      ),
    )
    .orderBy('hold.expires_at')
    .limit(limit)
    .execute();
  // Stryker disable next-line ArrayDeclaration: equivalent, a hold always names its order (only grants and rewards have none).
  return rows.flatMap((row) => (row.order_id ? [row.order_id] : []));
}

/** The order's hold that is neither released nor redeemed, if any. */
export async function activeHold(db: Db, orderId: string) {
  return db
    .selectFrom('credit_ledger as hold')
    .select(['hold.id', 'hold.teacher_id', 'hold.credits', 'hold.expires_at'])
    .where('hold.order_id', '=', orderId)
    .where('hold.kind', '=', 'hold')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_ledger as release')
            .select('release.id')
            .whereRef('release.hold_id', '=', 'hold.id'),
        ),
      ),
    )
    .executeTakeFirst();
}

async function releaseLockedHold(trx: Transaction<Database>, orderId: string, now: Date) {
  const hold = await activeHold(trx, orderId);
  if (!hold) return;
  await appendEntry(trx, {
    teacherId: hold.teacher_id,
    kind: 'release',
    credits: -hold.credits,
    orderId,
    holdId: hold.id,
    now,
  });
}

/**
 * Serialises ledger writers per teacher. On PostgreSQL the teacher's users row is locked for
 * the rest of the transaction; SQLite runs one write transaction at a time anyway. NO KEY
 * UPDATE, because rows that reference the teacher (the order, the ledger row) take a key-share
 * lock on it: a full UPDATE lock would deadlock two transactions that each inserted one.
 */
// Stryker disable next-line BlockStatement: the lock matters only on PostgreSQL under concurrency (ledger.test.ts and cart-safety.test.ts, 50 concurrent holds, when TEST_DATABASE_URL is set); the mutation run is on SQLite, which has one writer.
async function lockLedger(trx: Transaction<Database>, kind: DatabaseKind, teacherId: string) {
  // Stryker disable next-line ConditionalExpression: as above, PostgreSQL only.
  if (kind !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', teacherId).forNoKeyUpdate().execute();
}

function lastEntry(db: Db, teacherId: string) {
  return db
    .selectFrom('credit_ledger')
    .select(['seq', 'balance_after'])
    .where('teacher_id', '=', teacherId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Appends one row after the teacher's last. Answers its id, or null when it would take the
 * balance below zero (the database's check would refuse it anyway).
 */
async function appendEntry(
  trx: Transaction<Database>,
  entry: {
    teacherId: string;
    kind: CreditKind;
    credits: number;
    orderId?: string | null;
    holdId?: string | null;
    expiresAt?: string | null;
    note?: string | null;
    createdBy?: string | null;
    now?: Date;
  },
): Promise<string | null> {
  const last = await lastEntry(trx, entry.teacherId);
  const balanceAfter = (last?.balance_after ?? 0) + entry.credits;
  if (balanceAfter < 0) return null;
  const id = crypto.randomUUID();
  await trx
    .insertInto('credit_ledger')
    .values({
      id,
      teacher_id: entry.teacherId,
      seq: (last?.seq ?? 0) + 1,
      kind: entry.kind,
      credits: entry.credits,
      balance_after: balanceAfter,
      order_id: entry.orderId ?? null,
      hold_id: entry.holdId ?? null,
      expires_at: entry.expiresAt ?? null,
      note: entry.note ?? null,
      created_by: entry.createdBy ?? null,
      created_at: (entry.now ?? new Date()).toISOString(),
    })
    .execute();
  return id;
}

/** The sum of every row: what the running balance must always equal (used by tests). */
export async function ledgerSum(db: Db, teacherId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select(sql<number | string | null>`sum(credits)`.as('total'))
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  // Stryker disable next-line OptionalChaining: equivalent, an aggregate query always answers one row.
  return Number(row?.total ?? 0);
}

/* ---- Issue 12, the platform admin desk: grants and revokes that happen once ---- */

export type AdjustmentOutcome =
  | { status: 'done'; balance: number; repeated: boolean }
  /** A revoke larger than what the teacher can spend now (held credits are not spendable). */
  | { status: 'insufficient'; balance: number };

/**
 * A platform admin grants (`credits` > 0) or revokes (`credits` < 0) credits. `requestKey` is
 * the id of the admin's form: the same key again answers the first outcome and changes nothing,
 * so a double click or a retried request is harmless. A revoke can take at most the spendable
 * balance, which already excludes credits held for unpaid orders, so it never reaches into
 * them and never goes below zero.
 */
export async function adjustCredits(
  db: Kysely<Database>,
  kind: DatabaseKind,
  entry: {
    teacherId: string;
    credits: number;
    requestKey: string;
    note: string;
    createdBy: string;
    now?: Date;
  },
  /** Runs in the same transaction once the change is made (not for a repeat): its audit row. */
  onApplied: (trx: Transaction<Database>, balance: number) => Promise<void> = async () => {},
): Promise<AdjustmentOutcome> {
  if (!Number.isInteger(entry.credits) || entry.credits === 0) {
    throw new RangeError('An adjustment adds or takes a non-zero whole number of credits');
  }
  return db.transaction().execute(async (trx) => {
    await lockLedger(trx, kind, entry.teacherId);
    const earlier = await trx
      .selectFrom('credit_ledger')
      .select('id')
      .where('teacher_id', '=', entry.teacherId)
      .where('request_key', '=', entry.requestKey)
      .executeTakeFirst();
    if (earlier) {
      return { status: 'done', balance: await creditBalance(trx, entry.teacherId), repeated: true };
    }
    const id = await appendEntry(trx, {
      teacherId: entry.teacherId,
      kind: entry.credits > 0 ? 'grant' : 'revoke',
      credits: entry.credits,
      note: entry.note,
      createdBy: entry.createdBy,
      ...(entry.now ? { now: entry.now } : {}),
    });
    if (id === null) {
      return { status: 'insufficient', balance: await creditBalance(trx, entry.teacherId) };
    }
    await trx
      .updateTable('credit_ledger')
      .set({ request_key: entry.requestKey })
      .where('id', '=', id)
      .execute();
    const balance = await creditBalance(trx, entry.teacherId);
    await onApplied(trx, balance);
    return { status: 'done', balance, repeated: false };
  });
}

/** Credits held for unpaid orders right now: shown beside the balance on the admin desk. */
export async function heldCredits(db: Db, teacherId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger as hold')
    .select(sql<number | string | null>`sum(-hold.credits)`.as('held'))
    .where('hold.teacher_id', '=', teacherId)
    .where('hold.kind', '=', 'hold')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('credit_ledger as release')
            .select('release.id')
            .whereRef('release.hold_id', '=', 'hold.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}

/**
 * Gives back the credits a refunded order redeemed (issue 12, point 12), inside the caller's
 * transaction: a positive `refund` row for the redemption's teacher. At most one per order
 * (a unique index, migration 0032), so a retried refund returns them once. Answers the
 * credits returned (0 when the order redeemed none or they were already returned).
 */
export async function returnOrderCredits(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  input: { orderId: string; createdBy: string | null; now: Date },
): Promise<{ teacherId: string; credits: number } | null> {
  const redemption = await trx
    .selectFrom('credit_ledger')
    .select(['teacher_id', 'credits'])
    .where('order_id', '=', input.orderId)
    .where('kind', '=', 'redemption')
    .executeTakeFirst();
  if (!redemption || redemption.credits === 0) return null;
  await lockLedger(trx, kind, redemption.teacher_id);
  const returned = await trx
    .selectFrom('credit_ledger')
    .select('id')
    .where('order_id', '=', input.orderId)
    .where('kind', '=', 'refund')
    .executeTakeFirst();
  if (returned) return null;
  await appendEntry(trx, {
    teacherId: redemption.teacher_id,
    kind: 'refund',
    credits: -redemption.credits,
    orderId: input.orderId,
    note: 'Order refunded',
    createdBy: input.createdBy,
    now: input.now,
  });
  return { teacherId: redemption.teacher_id, credits: -redemption.credits };
}
