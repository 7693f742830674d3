import type { FastifyRequest } from 'fastify';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { resolveAccount } from '../../plugins/session';
import { auditClassAccessDenied, requireTeacherOfClass } from '../../access/teaches-class';
import { teachesStudent } from '../../access/teaches-student';
import { findProject } from './find-project';
import { projectNotFound } from './student-access';
import { PROJECT_MESSAGES } from '../../../common/projects/messages';

/** The project and the signed-in teacher of its class; anyone else gets 404 (audited). */
export async function loadTeacherProject(
  request: FastifyRequest,
  projectId: string,
): Promise<{ project: ProjectsTable; teacherId: string }> {
  const project = await findProject(request.server.db, projectId);
  if (!project) throw projectNotFound();
  const { teacherId } = await requireTeacherOfClass(request, project.class_id);
  return { project, teacherId };
}

/**
 * The signed-in teacher who may award the student points: one who teaches (owns or
 * co-teaches) any class the student is in. Anyone else is refused like every class of the
 * student's would refuse them (404, audited), and a student in no class likewise.
 */
export async function requirePointsAwarder(
  request: FastifyRequest,
  studentId: string,
): Promise<string> {
  const { db } = request.server;
  const inClass = RECORD_ID.test(studentId)
    ? await db
        .selectFrom('class_students')
        .select('class_id')
        .where('student_id', '=', studentId)
        .execute()
    : [];
  const account = request.account ?? (await resolveAccount(request));
  if (
    account?.type === 'teacher' &&
    inClass.length > 0 &&
    (await teachesStudent(db, account.id, studentId))
  ) {
    return account.id;
  }
  for (const { class_id: classId } of inClass) {
    await auditClassAccessDenied(request, account, classId);
  }
  if (inClass.length === 0 && account) {
    await writeAudit(db, {
      action: 'points_denied',
      actorType: 'user',
      actorId: account.id,
      targetType: 'student',
      targetId: studentId,
      ip: request.ip,
    });
  }
  throw new AppError('NOT_FOUND', { student: PROJECT_MESSAGES.notFound });
}
