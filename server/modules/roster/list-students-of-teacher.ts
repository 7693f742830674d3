import type { Kysely } from 'kysely';
import type { RosterEntry } from '../../../common/schemas/roster';
import type { Database } from '../../db/schema';
import { teacherClassIds } from '../../access/teaches-class';
import { byName } from './by-name';

/**
 * Students of every class the teacher teaches (owns or co-teaches): one row per class, by class then last name;
 * then the students they administer who are in no class (another teacher removed them: they
 * stay in their administrator's care, issue 15 point 17), without a class name.
 */
export async function listStudentsOfTeacher(
  db: Kysely<Database>,
  teacherId: string,
): Promise<RosterEntry[]> {
  const classIds = await teacherClassIds(db, teacherId);
  const rows =
    classIds.length === 0
      ? []
      : await db
          .selectFrom('classes')
          .innerJoin('class_students', 'class_students.class_id', 'classes.id')
          .innerJoin('students', 'students.id', 'class_students.student_id')
          .select([
            'students.id as id',
            'students.first_name as firstName',
            'students.last_name as lastName',
            'students.username as username',
            'classes.title as className',
            'classes.id as classId',
          ])
          .where('classes.id', 'in', classIds)
          .execute();
  // Sorted here, not in SQL, so SQLite and PostgreSQL collate the same way.
  return rows
    .sort(
      (a, b) =>
        a.className.localeCompare(b.className) ||
        a.classId.localeCompare(b.classId) ||
        byName(a, b),
    )
    .map(({ id, firstName, lastName, username, className }): RosterEntry => ({
      id,
      firstName,
      lastName,
      username,
      className,
    }))
    .concat((await unplacedStudentsOf(db, teacherId)).sort(byName));
}

/** The students a teacher administers who are in no class. */
async function unplacedStudentsOf(db: Kysely<Database>, administratorId: string) {
  const rows = await db
    .selectFrom('students')
    .select([
      'students.id as id',
      'students.first_name as firstName',
      'students.last_name as lastName',
      'students.username as username',
    ])
    .where('students.administrator_id', '=', administratorId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_students')
            .select('class_students.student_id')
            .whereRef('class_students.student_id', '=', 'students.id'),
        ),
      ),
    )
    .execute();
  return rows.map((row): RosterEntry => ({ ...row, className: null }));
}
