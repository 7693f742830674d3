import type { FastifyRequest } from 'fastify';
import { NOTIFICATION_MESSAGES } from '../../../common/notifications/messages';
import type { NotificationAudience } from '../../../common/schemas/notifications';
import { signedInStudent } from '../../access/guards';
import { AppError } from '../../errors';
import { resolveAccount } from '../../plugins/session';
import { SESSION_MESSAGES } from '../../../common/auth/messages';
import type { NotificationRecipient } from './record-notifications';

/**
 * Whose notifications a call reads: the signed-in adult's (`user`, cookie t) or the signed-in
 * student's (`student`, cookie st). Nobody signed in: 401; only the other kind signed in: 403.
 * A recipient only ever reaches their own rows: every query filters on this.
 */
export async function recipientOf(
  request: FastifyRequest,
  audience: NotificationAudience,
): Promise<NotificationRecipient> {
  const adult = await resolveAccount(request);
  const student = await signedInStudent(request);
  if (audience === 'user' && adult) return { userId: adult.id };
  if (audience === 'student' && student) return { studentId: student.id };
  if (adult || student) {
    throw new AppError('FORBIDDEN', { session: NOTIFICATION_MESSAGES.wrongAccount });
  }
  throw new AppError('UNAUTHORIZED', { session: SESSION_MESSAGES.notSignedIn });
}
