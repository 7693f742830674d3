import { PostgresAdapter, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BillingAccountsTable, Database } from '../../db/schema';
import { AppError } from '../../errors';

export type BillingAccount = Selectable<BillingAccountsTable>;

/**
 * The account a teacher's classes count to, if it exists yet: the school's or parish's account
 * they joined (decision 0022, amended by migration 0054), else their own.
 */
export async function findAccountOfTeacher(
  db: Kysely<Database>,
  teacherId: string,
): Promise<BillingAccount | undefined> {
  const school = await db
    .selectFrom('billing_account_members')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_account_members.account_id')
    .selectAll('billing_accounts')
    .where('billing_account_members.user_id', '=', teacherId)
    .executeTakeFirst();
  return (
    school ??
    db
      .selectFrom('billing_accounts')
      .selectAll()
      .where('user_id', '=', teacherId)
      .executeTakeFirst()
  );
}

/** A new account on Small Class, with nothing bought yet: who it is for is all that differs. */
export function smallClassAccount(
  owner: Pick<
    Insertable<BillingAccountsTable>,
    'kind' | 'user_id' | 'school_id' | 'name' | 'billing_email'
  > & { id?: string },
  now: Date,
): Insertable<BillingAccountsTable> {
  const at = now.toISOString();
  return {
    id: crypto.randomUUID(),
    period: null,
    trial_ends_at: null,
    current_period_start: null,
    current_period_end: null,
    seats_counted_at: null,
    provider: null,
    provider_customer_id: null,
    provider_subscription_id: null,
    po_number: null,
    past_due_since: null,
    paused_at: null,
    created_at: at,
    updated_at: at,
    ...owner,
  };
}

/**
 * Which billing account a teacher's classes count to (decision 0022): the school's or parish's
 * account they joined, else their own, made the first time it is needed. Safe to call twice at
 * once: the teacher's account rests on the unique `user_id`.
 */
export async function accountForOwner(
  db: Kysely<Database>,
  ownerId: string,
  now = new Date(),
): Promise<BillingAccount> {
  const existing = await findAccountOfTeacher(db, ownerId);
  if (existing) return existing;
  const owner = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  if (!owner) throw new AppError('NOT_FOUND', { account: 'No such teacher' });
  await db
    .insertInto('billing_accounts')
    .values(
      smallClassAccount(
        {
          kind: 'teacher',
          user_id: owner.id,
          school_id: null,
          name: `${owner.first_name} ${owner.last_name}`.trim(),
          billing_email: owner.email,
        },
        now,
      ),
    )
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('user_id', '=', owner.id)
    .executeTakeFirstOrThrow();
}

/** The account a class counts to: its owner's (co-teachers' classes count to the owner). */
export async function accountForClass(
  db: Kysely<Database>,
  classId: string,
  now = new Date(),
): Promise<BillingAccount> {
  const row = await db
    .selectFrom('classes')
    .select('teacher_id')
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { class: 'No such class' });
  return accountForOwner(db, row.teacher_id, now);
}

/**
 * Reads the account again under a row lock, so changes to its seats happen one at a time:
 * `SELECT … FOR UPDATE` on PostgreSQL; on SQLite the write transaction is already the only writer.
 */
export async function lockAccount(
  trx: Kysely<Database>,
  accountId: string,
): Promise<BillingAccount> {
  let query = trx.selectFrom('billing_accounts').selectAll().where('id', '=', accountId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}
