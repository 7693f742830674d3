import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Assigns the activity to each class, all or nothing (the caller has checked that the teacher
 * teaches every one of them). A class already assigned keeps its assigned date and takes the
 * new due date.
 */
export async function assignActivity(
  db: Kysely<Database>,
  {
    activityId,
    classIds,
    dueDate,
    assignedBy,
  }: { activityId: string; classIds: string[]; dueDate: string | null; assignedBy: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const classId of classIds) {
      await trx
        .insertInto('activity_assignments')
        .values({
          activity_id: activityId,
          class_id: classId,
          assigned_by: assignedBy,
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

/** Removes the activity from each class (the caller has checked that the teacher teaches them). */
export async function unassignActivity(
  db: Kysely<Database>,
  { activityId, classIds }: { activityId: string; classIds: string[] },
): Promise<void> {
  await db
    .deleteFrom('activity_assignments')
    .where('activity_id', '=', activityId)
    .where('class_id', 'in', classIds)
    .execute();
}
