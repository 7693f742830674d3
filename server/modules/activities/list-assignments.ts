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
    ]);
  query =
    'teacherId' in filter
      ? query
          .innerJoin('activities', 'activities.id', 'activity_assignments.activity_id')
          .where('activities.teacher_id', '=', filter.teacherId)
      : query.where('activity_assignments.activity_id', '=', filter.activityId);
  const rows = await query.execute();
  const byActivity = new Map<string, ActivityAssignment[]>();
  // Sorted here so SQLite and PostgreSQL order titles the same way.
  rows.sort(
    (a, b) => a.classTitle.localeCompare(b.classTitle) || a.classId.localeCompare(b.classId),
  );
  for (const { activityId, ...assignment } of rows) {
    const list = byActivity.get(activityId) ?? [];
    list.push(assignment);
    byActivity.set(activityId, list);
  }
  return byActivity;
}
