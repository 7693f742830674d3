import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOTIFICATION_MESSAGES } from '../../../common/notifications/messages';
import { SESSION_MESSAGES } from '../../../common/auth/messages';
import { signedInStudent } from '../../access/guards';
import { AppError } from '../../errors';
import { resolveAccount } from '../../plugins/session';
import { notificationScope } from './record-notifications';

/**
 * The bell's live stream: one `notification` event (a pointer, no data) each time a
 * notification arrives for the account, on any instance; the page re-reads its list. A
 * `ready` event once subscribed tells a reconnecting page to re-read what it may have missed.
 * The account id in the path must be the signed-in adult's or student's own.
 */
export async function streamNotifications(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  const adult = await resolveAccount(request);
  const student = await signedInStudent(request);
  const account = adult?.id === accountId ? adult : student?.id === accountId ? student : null;
  if (!account) {
    if (!adult && !student) {
      throw new AppError('UNAUTHORIZED', { session: SESSION_MESSAGES.notSignedIn });
    }
    throw new AppError('NOT_FOUND', { notification: NOTIFICATION_MESSAGES.wrongAccount });
  }
  const recipient = account.type === 'student' ? { studentId: account.id } : { userId: account.id };
  const stream = app.liveStreams.open(request, reply, { account });
  const unsubscribe = app.live.subscribe(notificationScope(recipient), (event) => {
    if (event.type === 'notification') stream.send({ event: 'notification', data: {} });
  });
  stream.onEnd(unsubscribe);
  // Subscribed before `ready`: a notification recorded after the page's re-read is not missed.
  await app.live.ready();
  stream.send({ event: 'ready', data: {} });
}
