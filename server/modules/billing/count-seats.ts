import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountForClass, lockAccount, type BillingAccount } from './billing-accounts';

/**
 * The classes that count to an account (decision 0022), as a subquery of class ids: a school's
 * or parish's account counts the non-archived classes of every teacher of the school; a
 * teacher's own account counts their non-archived classes unless their school has an account
 * of its own, which then counts them instead.
 */
export function accountClassIds(db: Kysely<Database>, account: BillingAccount) {
  const classes = db
    .selectFrom('classes')
    .innerJoin('users', 'users.id', 'classes.teacher_id')
    .select('classes.id')
    .where('classes.archived_at', 'is', null);
  if (account.school_id) return classes.where('users.school_id', '=', account.school_id);
  return classes
    .where('classes.teacher_id', '=', account.user_id ?? '')
    .where((eb) =>
      eb.or([
        eb('users.school_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('billing_accounts as school_account')
              .select(sql.lit(1).as('one'))
              .whereRef('school_account.school_id', '=', 'users.school_id'),
          ),
        ),
      ]),
    );
}

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
