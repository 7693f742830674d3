import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { teacherIsNotAMember } from './count-seats';

/** Accounts recounted per batch: small enough to keep each write short. */
const BATCH = 250;

/**
 * The nightly recount (decision 0022): every account's seats counted again, a batch of accounts
 * at a time (keyset by id), so memory stays flat however many accounts there are and no write
 * holds the database for long. Each batch is two grouped counts (teachers' own accounts, then
 * schools' and parishes'), by the same rule as `accountClassIds`, and one short transaction of
 * updates. Roster changes count as they happen; this catches what they cannot see (a student
 * deleted, a class archived by a job).
 */
export async function recountAllSeats(
  db: Kysely<Database>,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ accounts: number }> {
  const at = now.toISOString();
  let after = '';
  let accounts = 0;
  for (;;) {
    const batch = await db
      .selectFrom('billing_accounts')
      .select(['id', 'user_id'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return { accounts };
    const seats = await countBatch(db, batch);
    await db.transaction().execute(async (trx) => {
      for (const account of batch) {
        await trx
          .updateTable('billing_accounts')
          .set({ seats_counted: seats.get(account.id) ?? 0, seats_counted_at: at })
          .where('id', '=', account.id)
          .execute();
      }
    });
    accounts += batch.length;
    after = batch[batch.length - 1]!.id;
  }
}

type AccountKey = { id: string; user_id: string | null };

/** Seats per account id for one batch (accounts with no students are absent: 0). */
async function countBatch(
  db: Kysely<Database>,
  batch: readonly AccountKey[],
): Promise<Map<string, number>> {
  const seats = new Map<string, number>();
  const byUser = new Map(batch.flatMap((row) => (row.user_id ? [[row.user_id, row.id]] : [])));
  const bySchool = batch.filter((row) => row.user_id === null).map((row) => row.id);
  const distinctStudents = sql<number>`count(distinct class_students.student_id)`;
  if (byUser.size > 0) {
    const rows = await db
      .selectFrom('classes')
      .innerJoin('class_students', 'class_students.class_id', 'classes.id')
      .select(['classes.teacher_id as owner', distinctStudents.as('seats')])
      .where('classes.teacher_id', 'in', [...byUser.keys()])
      .where('classes.archived_at', 'is', null)
      .where(teacherIsNotAMember)
      .groupBy('classes.teacher_id')
      .execute();
    for (const row of rows) seats.set(byUser.get(row.owner)!, Number(row.seats));
  }
  if (bySchool.length > 0) {
    const rows = await db
      .selectFrom('billing_account_members')
      .innerJoin('classes', 'classes.teacher_id', 'billing_account_members.user_id')
      .innerJoin('class_students', 'class_students.class_id', 'classes.id')
      .select(['billing_account_members.account_id as account', distinctStudents.as('seats')])
      .where('billing_account_members.account_id', 'in', [...bySchool])
      .where('classes.archived_at', 'is', null)
      .groupBy('billing_account_members.account_id')
      .execute();
    for (const row of rows) seats.set(row.account, Number(row.seats));
  }
  return seats;
}
