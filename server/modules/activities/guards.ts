import type { FastifyRequest } from 'fastify';
import type { ActivitiesTable } from '../../db/schema';
import { AppError } from '../../errors';
import type { SignedInAccount } from '../../plugins/session';
import { requireTeacher as requireTeacherOf } from '../../access/guards';
import { writeAudit } from '../../lib/audit';
import { findActivityRow } from './get-activity';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

/** The signed-in teacher (server/access), refusing others with the activities' sentence. */
export const requireTeacher = (request: FastifyRequest): Promise<SignedInAccount> =>
  requireTeacherOf(request, ACTIVITY_MESSAGES.teachersOnly);

export const activityNotFound = () =>
  new AppError('NOT_FOUND', { activity: ACTIVITY_MESSAGES.notFound });

/**
 * The teacher's own activity. Someone else's gets the same 404 as a missing one (no way to
 * learn that an id exists) and leaves an audit row, since it means a crafted request.
 */
export async function loadOwnActivity(
  request: FastifyRequest,
  teacher: SignedInAccount,
  activityId: string,
): Promise<ActivitiesTable> {
  const activity = await findActivityRow(request.server.db, activityId);
  if (activity?.teacher_id === teacher.id) return activity;
  if (activity) await auditRefusal(request, teacher, activityId);
  throw activityNotFound();
}

export async function auditRefusal(
  request: FastifyRequest,
  actor: SignedInAccount,
  activityId: string,
): Promise<void> {
  await writeAudit(request.server.db, {
    action: 'activity_access_denied',
    actorType: actor.type === 'student' ? 'student' : 'user',
    actorId: actor.id,
    ip: request.ip,
    details: { activityId, method: request.method, route: request.routeOptions.url },
  });
}
