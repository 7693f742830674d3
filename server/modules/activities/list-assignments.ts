import type { Kysely } from 'kysely';
import type { ActivityAssignment } from '../../../common/schemas/activities';
import type { Database } from '../../db/schema';

/**
 * The classes each of a teacher's activities is assigned to, keyed by activity id, in one
 * query (joined through the owner, not an IN list, so thousands of activities cost the same).
 */
export async function listAssignments(
  db: Kysely<Database>,
  filter: { teacherId: string } | { activityId: string },
): Promise<Map<string, ActivityAssignment[]>> {
  let query = db
    .selectFrom('activity_assignments')
    .innerJoin('classes', 'classes.id', 'activity_assignments.class_id')
    .select([
      'activity_assignments.activity_id as activityId',
      'activity_assignments.class_id as classId',
      'classes.title as classTitle',
      'activity_assignments.assigned_at as assignedAt',
      'activity_assignments.due_date as dueDate',
      'activity_assignments.opens_on as opensOn',
    ]);
  query =
    'teacherId' in filter
      ? query
          .innerJoin('activities', 'activities.id', 'activity_assignments.activity_id')
          .where('activities.teacher_id', '=', filter.teacherId)
      : query.where('activity_assignments.activity_id', '=', filter.activityId);
  const rows = await query.execute();
  const chosen = await chosenStudents(db, filter);
  const byActivity = new Map<string, ActivityAssignment[]>();
  // Sorted here so SQLite and PostgreSQL order titles the same way.
  rows.sort(
    (a, b) => a.classTitle.localeCompare(b.classTitle) || a.classId.localeCompare(b.classId),
  );
  for (const { activityId, ...assignment } of rows) {
    const list = byActivity.get(activityId) ?? [];
    const studentIds = chosen.get(`${activityId} ${assignment.classId}`) ?? null;
    list.push({ ...assignment, studentIds: studentIds ? studentIds.sort() : null });
    byActivity.set(activityId, list);
  }
  return byActivity;
}

/** The chosen students of assignments that are not for a whole class, by `activity class`. */
async function chosenStudents(
  db: Kysely<Database>,
  filter: { teacherId: string } | { activityId: string },
): Promise<Map<string, string[]>> {
  let query = db
    .selectFrom('assignment_students')
    .select([
      'assignment_students.activity_id as activityId',
      'assignment_students.class_id as classId',
      'assignment_students.student_id as studentId',
    ]);
  query =
    'teacherId' in filter
      ? query
          .innerJoin('activities', 'activities.id', 'assignment_students.activity_id')
          .where('activities.teacher_id', '=', filter.teacherId)
      : query.where('assignment_students.activity_id', '=', filter.activityId);
  const byAssignment = new Map<string, string[]>();
  for (const row of await query.execute()) {
    const key = `${row.activityId} ${row.classId}`;
    byAssignment.set(key, [...(byAssignment.get(key) ?? []), row.studentId]);
  }
  return byAssignment;
}
