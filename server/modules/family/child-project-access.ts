import type { FastifyRequest } from 'fastify';
import { requireParentOf } from '../../access/parent-of';
import type { ProjectsTable } from '../../db/schema';
import { AppError } from '../../errors';
import { findProject } from '../projects/find-project';
import { FAMILY_MESSAGES } from '../../../common/family/messages';

const childNotFound = () => new AppError('NOT_FOUND', { student: FAMILY_MESSAGES.notFound });

/**
 * The child's project, for the signed-in parent of the child (server/access: 404, audited,
 * for anyone else), still active: approved or archived work changes only by request (409).
 */
export async function loadActiveChildProject(
  request: FastifyRequest,
  { studentId, projectId }: { studentId: string; projectId: string },
): Promise<ProjectsTable> {
  await requireParentOf(request, studentId);
  const project = await findProject(request.server.db, projectId);
  if (project?.student_id !== studentId) throw childNotFound();
  if (project.status !== 'active') {
    throw new AppError('CONFLICT', { project: FAMILY_MESSAGES.locked });
  }
  return project;
}
