import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivitiesTable } from '../../db/schema';
import { requireTeacherOfClass } from '../../access/teaches-class';

/**
 * Assigns the activity to each class (all or nothing): every class must be one the signed-in
 * teacher teaches (owner or co-teacher, server/access; 404 and an audit row otherwise). A
 * class already assigned keeps its assigned date and takes the new due date.
 */
export async function assignActivity(
  app: FastifyInstance,
  request: FastifyRequest,
  activity: ActivitiesTable,
  { classIds, dueDate }: { classIds: string[]; dueDate: string | null },
): Promise<void> {
  const teacherIds: string[] = [];
  for (const classId of classIds) {
    teacherIds.push((await requireTeacherOfClass(request, classId)).teacherId);
  }
  const now = new Date().toISOString();
  await app.db.transaction().execute(async (trx) => {
    for (const [index, classId] of classIds.entries()) {
      await trx
        .insertInto('activity_assignments')
        .values({
          activity_id: activity.id,
          class_id: classId,
          assigned_by: teacherIds[index] ?? null,
          assigned_at: now,
          due_date: dueDate,
        })
        .onConflict((oc) =>
          oc.columns(['activity_id', 'class_id']).doUpdateSet({ due_date: dueDate }),
        )
        .execute();
    }
  });
}

/** Removes the activity from each class; the teacher must still teach each of them. */
export async function unassignActivity(
  app: FastifyInstance,
  request: FastifyRequest,
  activity: ActivitiesTable,
  classIds: string[],
): Promise<void> {
  for (const classId of classIds) await requireTeacherOfClass(request, classId);
  await app.db
    .deleteFrom('activity_assignments')
    .where('activity_id', '=', activity.id)
    .where('class_id', 'in', classIds)
    .execute();
}
