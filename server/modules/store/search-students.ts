import { sql, type Kysely } from 'kysely';
import type { StudentSearchResult } from '../../../common/schemas/store';
import type { Database } from '../../db/schema';

const MAX_RESULTS = 10;

/** LIKE treats % and _ as wildcards; '!' escapes them so a typed '%' matches only itself. */
const escapeLike = (text: string) => text.replace(/[!%_]/g, (char) => `!${char}`);

/** 'Maria G.': the store never shows a child's full name (children's privacy). */
export const storeStudentName = (firstName: string, lastName: string) =>
  `${firstName} ${lastName.charAt(0).toUpperCase()}.`.trim();

/**
 * Children of one book whose first or last name starts with the typed text. Only the start of
 * a name matches, so a parent must already know the child to find them.
 */
export async function searchBookStudents(
  db: Kysely<Database>,
  bookId: string,
  typed: string,
): Promise<StudentSearchResult[]> {
  const pattern = `${escapeLike(typed.toLowerCase())}%`;
  const startsWith = (column: 'students.first_name' | 'students.last_name') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '!'`;
  const rows = await db
    .selectFrom('book_students')
    .innerJoin('students', 'students.id', 'book_students.student_id')
    .select([
      'students.id as id',
      'students.first_name as firstName',
      'students.last_name as lastName',
    ])
    .where('book_students.book_id', '=', bookId)
    .where((eb) => eb.or([startsWith('students.first_name'), startsWith('students.last_name')]))
    .execute();
  return rows
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
    .slice(0, MAX_RESULTS)
    .map((row) => ({
      studentId: row.id,
      studentName: storeStudentName(row.firstName, row.lastName),
    }));
}
