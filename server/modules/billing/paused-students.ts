import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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
  return (await lockedOutOf(db, [studentId])).has(studentId)
    ? BILLING_MESSAGES.studentPaused
    : null;
}

/**
 * Which of these students `studentSignInRefusal` refuses, in a few queries for any number of
 * them: their seats in classes not archived, each seat's account (looked up once per teacher)
 * and each paused account's first five (once per account).
 */
async function lockedOutOf(
  db: Kysely<Database>,
  students:
    readonly string[] | SelectQueryBuilder<Database, 'class_students', { student_id: string }>,
): Promise<Set<string>> {
  const seats = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select(['class_students.student_id', 'classes.teacher_id'])
    .where('class_students.student_id', 'in', students)
    .where('classes.archived_at', 'is', null)
    .distinct()
    .execute();
  const accountOf = new Map<string, BillingAccount | undefined>();
  const firstsOf = new Map<string, Set<string>>();
  for (const teacherId of new Set(seats.map((seat) => seat.teacher_id))) {
    const account = await findAccountOfTeacher(db, teacherId);
    accountOf.set(teacherId, account);
    if (account?.status === 'paused' && !firstsOf.has(account.id)) {
      firstsOf.set(account.id, new Set(await firstStudents(db, account)));
    }
  }
  // A student signs in when any one of their seats allows it.
  const allowed = new Set<string>();
  for (const { student_id: id, teacher_id: teacherId } of seats) {
    const account = accountOf.get(teacherId);
    if (account?.status !== 'paused' || firstsOf.get(account.id)!.has(id)) allowed.add(id);
  }
  return new Set(seats.map((seat) => seat.student_id).filter((id) => !allowed.has(id)));
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
  const inAccount = db
    .selectFrom('class_students')
    .select('student_id')
    .where('class_id', 'in', accountClassIds(db, account));
  const locked = await lockedOutOf(db, inAccount);
  if (locked.size === 0) return [];
  const candidates = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', inAccount)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return candidates
    .filter((student) => locked.has(student.id))
    .map((student) => ({ id: student.id, name: `${student.first_name} ${student.last_name}` }));
}
