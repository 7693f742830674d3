import type { Kysely } from 'kysely';
import type { ChildWorkAnswer } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { childPublishedBooks, childWorkRows } from './child-work-rows';

/**
 * A child's work, most recently changed first, with the teacher's feedback and whom to write
 * to, and the published books the child is in.
 */
export async function getChildWork(
  db: Kysely<Database>,
  studentId: string,
): Promise<ChildWorkAnswer> {
  const child = await db
    .selectFrom('students')
    .select(['first_name', 'last_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const rows = await childWorkRows(db, studentId);
  const books = await childPublishedBooks(db, studentId);
  return {
    studentId,
    firstName: child.first_name,
    lastName: child.last_name,
    projects: rows.map(({ passageReference: _p, teacherName: _t, ...project }) => project),
    books: books.map(({ code, name }) => ({ code, name })),
  };
}
