import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

export interface AssignActivityInput {
  activityId: string;
  classIds: string[];
  dueDate: string | null;
  /** 'YYYY-MM-DD' students see it from; null: at once. */
  opensOn?: string | null;
  /** Chosen students by class; a class left out gets it whole. */
  students?: { classId: string; studentIds: string[] }[];
  assignedBy: string;
}

/**
 * Assigns the activity to each class, all or nothing (the caller has checked that the teacher
 * teaches every one of them). A class already assigned keeps its assigned date and takes the
 * new due date, open date and students: assigning again replaces them, so a repeated request
 * changes nothing. Chosen students must be in their class (400 otherwise, nothing saved).
 */
export async function assignActivity(
  db: Kysely<Database>,
  { activityId, classIds, dueDate, opensOn = null, students = [], assignedBy }: AssignActivityInput,
): Promise<void> {
  const now = new Date().toISOString();
  const chosen = new Map(students.map((entry) => [entry.classId, entry.studentIds]));
  await db.transaction().execute(async (trx) => {
    for (const classId of classIds) {
      const studentIds = chosen.get(classId) ?? null;
      if (studentIds) {
        const seated = await trx
          .selectFrom('class_students')
          .select('student_id')
          .where('class_id', '=', classId)
          .where('student_id', 'in', studentIds)
          .execute();
        if (seated.length !== studentIds.length) {
          throw new AppError('BAD_REQUEST', { students: ACTIVITY_MESSAGES.studentsNotInClass });
        }
      }
      await trx
        .insertInto('activity_assignments')
        .values({
          activity_id: activityId,
          class_id: classId,
          assigned_by: assignedBy,
          assigned_at: now,
          due_date: dueDate,
          opens_on: opensOn,
        })
        .onConflict((oc) =>
          oc
            .columns(['activity_id', 'class_id'])
            .doUpdateSet({ due_date: dueDate, opens_on: opensOn }),
        )
        .execute();
      await trx
        .deleteFrom('assignment_students')
        .where('activity_id', '=', activityId)
        .where('class_id', '=', classId)
        .execute();
      if (studentIds) {
        await trx
          .insertInto('assignment_students')
          .values(
            studentIds.map((studentId) => ({
              activity_id: activityId,
              class_id: classId,
              student_id: studentId,
            })),
          )
          .execute();
      }
    }
  });
}

/**
 * Removes the activity from each class (the caller has checked that the teacher teaches them),
 * with its chosen students there.
 */
export async function unassignActivity(
  db: Kysely<Database>,
  { activityId, classIds }: { activityId: string; classIds: string[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('assignment_students')
      .where('activity_id', '=', activityId)
      .where('class_id', 'in', classIds)
      .execute();
    await trx
      .deleteFrom('activity_assignments')
      .where('activity_id', '=', activityId)
      .where('class_id', 'in', classIds)
      .execute();
  });
}
