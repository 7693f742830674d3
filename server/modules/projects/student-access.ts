import type { FastifyRequest } from 'fastify';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { ActivitiesTable } from '../../db/schema';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../plugins/session';
import { writeAudit } from '../../lib/audit';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';
import { assignmentVisibleTo } from './student-visibility';

export const projectNotFound = () =>
  new AppError('NOT_FOUND', { project: PROJECT_MESSAGES.notFound });

/** The student's 404: the same words whether the activity is unopened, not theirs or unknown. */
const assignmentUnavailable = () =>
  new AppError('NOT_FOUND', { project: PROJECT_MESSAGES.assignmentUnavailable });

/**
 * An activity assigned to a class the student belongs to. Anything else (another class, an
 * unassigned activity, a made-up id) gets the same 404, and a real record is audited.
 */
export async function loadStudentAssignment(
  request: FastifyRequest,
  student: SignedInAccount,
  classId: string,
  activityId: string,
): Promise<{ activity: ActivitiesTable; classTitle: string; dueDate: string | null }> {
  if (!RECORD_ID.test(classId) || !RECORD_ID.test(activityId)) throw assignmentUnavailable();
  const { db } = request.server;
  const row = await db
    .selectFrom('activity_assignments as a')
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.class_id', '=', 'a.class_id').on('cs.student_id', '=', student.id),
    )
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .select(['c.title as classTitle', 'a.due_date as dueDate'])
    .where('a.class_id', '=', classId)
    .where('a.activity_id', '=', activityId)
    // Not open yet, or given to other students: the same 404 as an unassigned activity.
    .where(assignmentVisibleTo(student.id))
    .executeTakeFirst();
  const activity = row
    ? await db.selectFrom('activities').selectAll().where('id', '=', activityId).executeTakeFirst()
    : undefined;
  if (row && activity) {
    return { activity, classTitle: row.classTitle, dueDate: row.dueDate ?? activity.due_date };
  }
  await writeAudit(db, {
    action: 'project_access_denied',
    actorType: 'student',
    actorId: student.id,
    targetType: 'class',
    targetId: classId,
    ip: request.ip,
    details: { activityId },
  });
  throw assignmentUnavailable();
}
