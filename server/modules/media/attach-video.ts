import type { Kysely } from 'kysely';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import type { ActivitiesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { nextTimestamp } from '../activities/update-activity';
import { findVideo } from './find-video';
import type { UploadRow } from './video-answer';

/**
 * Shows the teacher's video in the activity: one that is processing (students see it once it
 * is ready) or ready. Someone else's or a missing video is 404; one still uploading or failed,
 * or not a video, is 400 with the reason.
 */
export async function attachVideo(
  db: Kysely<Database>,
  activity: ActivitiesTable,
  { ownerId, uploadId }: { ownerId: string; uploadId: string },
): Promise<UploadRow> {
  const video = await findVideo(db, uploadId);
  if (!video || video.owner_id !== ownerId) {
    const other = video ? undefined : await findUpload(db, uploadId, ownerId);
    if (other) throw new AppError('BAD_REQUEST', { uploadId: MEDIA_MESSAGES.notAVideo });
    throw new AppError('NOT_FOUND', { uploadId: MEDIA_MESSAGES.notFound });
  }
  if (video.status === 'uploading') {
    throw new AppError('BAD_REQUEST', { uploadId: MEDIA_MESSAGES.stillUploading });
  }
  if (video.status === 'failed') {
    throw new AppError('BAD_REQUEST', { uploadId: MEDIA_MESSAGES.failedCannotAttach });
  }
  await setActivityVideo(db, activity, video.id);
  return video;
}

/** The activity shows no video; the video stays its uploader's, to attach again. */
export async function detachVideo(db: Kysely<Database>, activity: ActivitiesTable) {
  await setActivityVideo(db, activity, null);
}

async function setActivityVideo(
  db: Kysely<Database>,
  activity: ActivitiesTable,
  uploadId: string | null,
): Promise<void> {
  await db
    .updateTable('activities')
    .set({ video_upload_id: uploadId, updated_at: nextTimestamp(activity.updated_at) })
    .where('id', '=', activity.id)
    .execute();
}

/** An upload of the owner's of another kind (an image or an attachment). */
async function findUpload(db: Kysely<Database>, uploadId: string, ownerId: string) {
  return db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', uploadId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
