import { sql, type Kysely } from 'kysely';
import { BILLING_RULES } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import type { Database } from '../../db/schema';
import { findAccountOfTeacher, type BillingAccount } from './billing-accounts';
import { accountClassIds } from './count-seats';

/**
 * The students of an account who keep signing in while it is paused (decision 0022): the first
 * five by their first `joined_at` in the account's classes (ties by id).
 */
export async function firstStudents(
  db: Kysely<Database>,
  account: BillingAccount,
): Promise<string[]> {
  const rows = await db
    .selectFrom('class_students')
    .select(['student_id', sql<string>`min(joined_at)`.as('first_joined')])
    .where('class_id', 'in', accountClassIds(db, account))
    .groupBy('student_id')
    .orderBy('first_joined')
    .orderBy('student_id')
    .limit(BILLING_RULES.freeSeats)
    .execute();
  return rows.map((row) => row.student_id);
}

/**
 * Why a student may not sign in, or null (issue 16, point 3). Refused only when every account
 * whose classes the student sits in is paused and the student is not among any of those
 * accounts' first five. Their work is untouched; only signing in waits.
 */
export async function studentSignInRefusal(
  db: Kysely<Database>,
  studentId: string,
): Promise<string | null> {
  const owners = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select('classes.teacher_id')
    .where('class_students.student_id', '=', studentId)
    .where('classes.archived_at', 'is', null)
    .distinct()
    .execute();
  if (owners.length === 0) return null;
  let refused = false;
  const seen = new Set<string>();
  for (const owner of owners) {
    const account = await findAccountOfTeacher(db, owner.teacher_id);
    if (!account || account.status !== 'paused') return null;
    if (seen.has(account.id)) continue;
    seen.add(account.id);
    if ((await firstStudents(db, account)).includes(studentId)) return null;
    refused = true;
  }
  return refused ? BILLING_MESSAGES.studentPaused : null;
}

export interface LockedOutStudent {
  id: string;
  /** First and last name, as the teacher's rosters show them. */
  name: string;
}

/**
 * The students a paused account keeps from signing in right now, by name: those in its classes
 * for whom `studentSignInRefusal` holds. So never its first five, nor a student who also sits in
 * a class of an account that is not paused or among another paused account's first five; and
 * nobody once the account is paid. The billing page shows them; the privacy job names them in
 * the notice and deletes them when the 12 months are up.
 */
export async function lockedOutStudents(
  db: Kysely<Database>,
  account: BillingAccount,
): Promise<LockedOutStudent[]> {
  const candidates = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name'])
    .where(
      'id',
      'in',
      db
        .selectFrom('class_students')
        .select('student_id')
        .where('class_id', 'in', accountClassIds(db, account)),
    )
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  const locked: LockedOutStudent[] = [];
  for (const student of candidates) {
    if ((await studentSignInRefusal(db, student.id)) === null) continue;
    locked.push({ id: student.id, name: `${student.first_name} ${student.last_name}` });
  }
  return locked;
}
