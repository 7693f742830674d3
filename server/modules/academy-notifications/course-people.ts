import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A person's name as Academy notifications show it (instructors see full names anyway). */
export async function displayNameOf(trx: Transaction<Database>, userId: string): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : '';
}

/** The course's instructors: its owner and its active co-instructors (point 8). */
export async function courseStaffIds(
  trx: Transaction<Database>,
  courseId: string,
): Promise<string[]> {
  const owner = await trx
    .selectFrom('courses')
    .select('owner_id')
    .where('id', '=', courseId)
    .executeTakeFirst();
  const coInstructors = await trx
    .selectFrom('course_members')
    .select('user_id')
    .where('course_id', '=', courseId)
    .where('role', '=', 'instructor')
    .where('status', '=', 'active')
    .execute();
  return [...(owner ? [owner.owner_id] : []), ...coInstructors.map((row) => row.user_id)];
}
