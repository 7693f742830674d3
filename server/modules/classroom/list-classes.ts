import type { Kysely } from 'kysely';
import type { ClassSummary, GradeLevel } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import { teacherClassIds } from '../../access/teaches-class';

/**
 * The teacher's dashboard: their own and co-taught classes with student and pending join
 * request counts, by title. Four indexed queries whatever the number of classes.
 */
export async function listClasses(
  db: Kysely<Database>,
  teacherId: string,
  onlyClassId?: string,
): Promise<ClassSummary[]> {
  const ids = onlyClassId ? [onlyClassId] : await teacherClassIds(db, teacherId);
  if (ids.length === 0) return [];
  const [rows, students, pending] = await Promise.all([
    db
      .selectFrom('classes')
      .innerJoin('users as owner', 'owner.id', 'classes.teacher_id')
      .leftJoin('schools', 'schools.id', 'classes.school_id')
      .select([
        'classes.id as id',
        'classes.title as title',
        'classes.grade_level as gradeLevel',
        'classes.subject as subject',
        'classes.access_code as accessCode',
        'classes.created_at as createdAt',
        'classes.archived_at as archivedAt',
        'owner.id as ownerId',
        'owner.first_name as ownerFirstName',
        'owner.last_name as ownerLastName',
        'schools.id as schoolId',
        'schools.name as schoolName',
        'schools.address_1 as address_1',
        'schools.address_2 as address_2',
        'schools.city as city',
        'schools.zip as zip',
        'schools.country_code as country_code',
        'schools.state_code as state_code',
      ])
      .where('classes.id', 'in', ids)
      .execute(),
    db
      .selectFrom('class_students')
      .select(['class_id', (eb) => eb.fn.countAll().as('count')])
      .where('class_id', 'in', ids)
      .groupBy('class_id')
      .execute(),
    db
      .selectFrom('class_join_requests')
      .select(['class_id', (eb) => eb.fn.countAll().as('count')])
      .where('class_id', 'in', ids)
      .where('status', '=', 'pending')
      .groupBy('class_id')
      .execute(),
  ]);
  const studentCounts = new Map(students.map((row) => [row.class_id, Number(row.count)]));
  const pendingCounts = new Map(pending.map((row) => [row.class_id, Number(row.count)]));
  return (
    rows
      .map((row): ClassSummary => ({
        id: row.id,
        title: row.title,
        gradeLevel: row.gradeLevel as GradeLevel | null,
        subject: row.subject,
        accessCode: row.accessCode,
        role: row.ownerId === teacherId ? 'owner' : 'co-teacher',
        owner: { id: row.ownerId, firstName: row.ownerFirstName, lastName: row.ownerLastName },
        school:
          row.schoolId === null
            ? null
            : {
                id: row.schoolId,
                name: row.schoolName ?? '',
                address_1: row.address_1 ?? '',
                address_2: row.address_2,
                city: row.city ?? '',
                zip: row.zip ?? '',
                country_code: row.country_code ?? '',
                state_code: row.state_code,
              },
        studentCount: studentCounts.get(row.id) ?? 0,
        pendingJoinRequests: pendingCounts.get(row.id) ?? 0,
        createdAt: row.createdAt,
        archivedAt: row.archivedAt,
      }))
      // Sorted here, not in SQL, so SQLite and PostgreSQL collate the same way.
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
  );
}
