import type { Kysely } from 'kysely';
import type { ClassPrivacyAnswer } from '../../../common/schemas/privacy';
import { isAdministeredBy } from '../../access/educator-of';
import type { Database } from '../../db/schema';
import { viewOf } from './deletion-requests';

/**
 * For a class page: which of the class's students this teacher may delete (those they
 * administer), and the pending deletion requests for its students, oldest first.
 */
export async function readClassPrivacy(
  db: Kysely<Database>,
  { classId, teacherId }: { classId: string; teacherId: string },
): Promise<ClassPrivacyAnswer> {
  const students = await db
    .selectFrom('class_students')
    .innerJoin('students', 'students.id', 'class_students.student_id')
    .select(['students.id', 'students.administrator_id'])
    .where('class_students.class_id', '=', classId)
    .execute();
  const ids = students.map((student) => student.id);
  const requests =
    ids.length === 0
      ? []
      : await db
          .selectFrom('deletion_requests')
          .selectAll()
          .where('student_id', 'in', ids)
          .where('status', '=', 'pending')
          .orderBy('created_at')
          .execute();
  return {
    deletableStudentIds: students
      .filter((student) => isAdministeredBy(student, teacherId))
      .map((student) => student.id),
    deletionRequests: requests.map((row) => ({ ...viewOf(row), studentId: row.student_id })),
  };
}
