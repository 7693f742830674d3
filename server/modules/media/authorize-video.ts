import type { FastifyRequest } from 'fastify';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { mayReadActivity } from '../activities/read-image';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { resolveAccount, type SignedInAccount } from '../../plugins/session';
import type { UploadRow } from './video-answer';

export const videoNotFound = () => new AppError('NOT_FOUND', { video: MEDIA_MESSAGES.notFound });

/**
 * Who may watch a video: its uploader, and, once it is ready, whoever may read an activity it
 * is attached to (the activity's owner, the teachers and students of the classes it is assigned
 * to: the same rule as the activity's image). Anyone else gets the 404 of a missing video,
 * audited when signed in.
 */
export async function authorizeVideoReader(
  request: FastifyRequest,
  video: UploadRow | undefined,
): Promise<void> {
  const reader =
    (await resolveAccount(request)) ?? (await resolveAccount(request, { student: true }));
  if (!reader || !video) throw videoNotFound();
  if (isOwner(reader, video)) return;
  if (video.status === 'ready') {
    const activities = await request.server.db
      .selectFrom('activities')
      .selectAll()
      .where('video_upload_id', '=', video.id)
      .execute();
    for (const activity of activities) {
      if (await mayReadActivity(request.server.db, reader, activity)) return;
    }
  }
  await auditVideoRefusal(request, reader, video.id);
  throw videoNotFound();
}

/** The uploader's own video (adults upload; a student's id is never an owner's). */
export function isOwner(account: SignedInAccount, video: Pick<UploadRow, 'owner_id'>): boolean {
  return account.type !== 'student' && video.owner_id === account.id;
}

export async function auditVideoRefusal(
  request: FastifyRequest,
  actor: SignedInAccount,
  uploadId: string,
): Promise<void> {
  await writeAudit(request.server.db, {
    action: 'video_access_denied',
    actorType: actor.type === 'student' ? 'student' : 'user',
    actorId: actor.id,
    ip: request.ip,
    details: { uploadId, method: request.method, route: request.routeOptions.url },
  });
}
