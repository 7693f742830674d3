import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountForClass, lockAccount, type BillingAccount } from './billing-accounts';

/**
 * The classes that count to an account (decision 0022), as a subquery of class ids: a school's
 * or parish's account counts the non-archived classes of the teachers who joined it; a
 * teacher's own account counts their non-archived classes unless they joined a school's.
 */
export function accountClassIds(db: Kysely<Database>, account: BillingAccount) {
  const classes = db
    .selectFrom('classes')
    .select('classes.id')
    .where('classes.archived_at', 'is', null);
  if (account.user_id === null) {
    return classes.where('classes.teacher_id', 'in', membersOf(db, account.id));
  }
  return classes.where('classes.teacher_id', '=', account.user_id).where(teacherIsNotAMember);
}

/** The teachers who joined a school's or parish's account, as a subquery of user ids. */
export const membersOf = (db: Kysely<Database>, accountId: string) =>
  db.selectFrom('billing_account_members').select('user_id').where('account_id', '=', accountId);

/** Only classes whose teacher has not joined a school's or parish's account. */
export const teacherIsNotAMember = (eb: ExpressionBuilder<Database, 'classes'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('billing_account_members')
        .select(sql.lit(1).as('one'))
        .whereRef('billing_account_members.user_id', '=', 'classes.teacher_id'),
    ),
  );

/**
 * How many distinct students the account has, counting each once however many of its classes
 * they are in; with `adding`, how many it would have once those students are seated too.
 */
export async function countSeats(
  db: Kysely<Database>,
  account: BillingAccount,
  adding: readonly string[] = [],
): Promise<{ current: number; after: number }> {
  const classIds = accountClassIds(db, account);
  const { seats } = await db
    .selectFrom('class_students')
    .select((eb) => eb.fn.count<number | string>('student_id').distinct().as('seats'))
    .where('class_id', 'in', classIds)
    .executeTakeFirstOrThrow();
  const current = Number(seats);
  const newcomers = [...new Set(adding)];
  if (newcomers.length === 0) return { current, after: current };
  const alreadySeated = await db
    .selectFrom('class_students')
    .select('student_id')
    .distinct()
    .where('class_id', 'in', classIds)
    .where('student_id', 'in', newcomers)
    .execute();
  return { current, after: current + newcomers.length - alreadySeated.length };
}

/**
 * Counts the account's seats again and records the count (decision 0022: the count is taken on
 * every roster change). Paths that only take students out (a removal, archiving a class, a move
 * to another account) call it in their own transaction; paths that seat call `seatStudents`.
 */
export async function recountSeats(
  trx: Kysely<Database>,
  accountId: string,
  now = new Date(),
): Promise<number> {
  const account = await lockAccount(trx, accountId);
  const { current } = await countSeats(trx, account);
  const at = now.toISOString();
  await trx
    .updateTable('billing_accounts')
    .set({ seats_counted: current, seats_counted_at: at, updated_at: at })
    .where('id', '=', accountId)
    .execute();
  return current;
}

/** Recounts the account a class counts to (its owner's, or the owner's school's). */
export async function recountClassSeats(
  trx: Kysely<Database>,
  classId: string,
  now = new Date(),
): Promise<number> {
  const account = await accountForClass(trx, classId, now);
  return recountSeats(trx, account.id, now);
}
