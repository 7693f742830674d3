import type { Kysely, Selectable } from 'kysely';
import type { ClassStudent } from '../../../common/schemas/classroom';
import type { Database, StudentsTable } from '../../db/schema';

type StudentRow = Pick<
  Selectable<StudentsTable>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'grade'
  | 'username'
  | 'email'
  | 'password_hash'
  | 'login_code_hash'
  | 'login_code_expires_at'
> & { joined_at: string };

/** How many parents are linked to each of these students. */
export async function linkedParentCounts(
  db: Kysely<Database>,
  studentIds: string[],
): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('parent_students')
    .select(['student_id', (eb) => eb.fn.countAll().as('count')])
    .where('student_id', 'in', studentIds)
    .groupBy('student_id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, Number(row.count)]));
}

/** A student as the class roster shows them: never a password or code hash. */
export function toClassStudent(row: StudentRow, linkedParents: number): ClassStudent {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    grade: row.grade,
    username: row.username,
    email: row.email,
    hasPassword: row.password_hash !== null,
    hasLoginCode: row.login_code_hash !== null,
    loginCodeExpiresAt: row.login_code_hash !== null ? row.login_code_expires_at : null,
    linkedParents,
    joinedAt: row.joined_at,
  };
}
