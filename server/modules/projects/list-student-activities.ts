import type { Kysely } from 'kysely';
import type { StudentActivitiesAnswer } from '../../../common/schemas/projects';
import type { Database } from '../../db/schema';
import { studentPoints } from '../points/ledger';
import { assignmentVisibleTo } from './student-visibility';

/**
 * Every activity the student can see in their classes (archived classes left out), newest
 * first, with their progress.
 */
export async function listStudentActivities(
  db: Kysely<Database>,
  studentId: string,
): Promise<StudentActivitiesAnswer> {
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin('activity_assignments as a', 'a.class_id', 'cs.class_id')
    .innerJoin('activities as act', 'act.id', 'a.activity_id')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .leftJoin('projects as p', (join) =>
      join
        .onRef('p.activity_id', '=', 'a.activity_id')
        .onRef('p.class_id', '=', 'a.class_id')
        .on('p.student_id', '=', studentId),
    )
    .select([
      'c.id as classId',
      'c.title as classTitle',
      'act.id as activityId',
      'act.title as title',
      'act.passage_reference as passageReference',
      'act.due_date as activityDue',
      'a.due_date as assignmentDue',
      'a.assigned_at as assignedAt',
      'p.status as status',
      'p.submitted_at as submittedAt',
      'p.updated_at as updatedAt',
    ])
    .where('cs.student_id', '=', studentId)
    // An archived class's work leaves the student's list until the class is restored.
    .where('c.archived_at', 'is', null)
    .where(assignmentVisibleTo(studentId))
    .orderBy('a.assigned_at', 'desc')
    .execute();
  return {
    points: await studentPoints(db, studentId),
    activities: rows.map((row) => ({
      classId: row.classId,
      classTitle: row.classTitle,
      activityId: row.activityId,
      title: row.title,
      passageReference: row.passageReference,
      dueDate: row.assignmentDue ?? row.activityDue,
      status: row.status ?? 'not_started',
      submitted: row.submittedAt !== null && row.submittedAt !== undefined,
      updatedAt: row.updatedAt ?? null,
    })),
  };
}
