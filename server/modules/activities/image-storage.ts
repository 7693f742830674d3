import type { Kysely } from 'kysely';
import { privateKey, type FileStorage } from '../../adapters/storage/storage';
import type { ActivitiesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { nextTimestamp } from './update-activity';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

/**
 * Activity images are private files served only by the authorized
 * `GET /api/activities/:id/image`. They arrive as resumable uploads (server/modules/uploads),
 * already checked from their bytes and stripped of their metadata; attaching one moves its
 * file to the activity and ends the upload, and the file it replaces is removed once the
 * activity no longer names it.
 */

/**
 * Makes the teacher's finished image upload the activity's image. Taking the upload's row and
 * naming its file on the activity happen together, so an upload serves one activity once and
 * the cleanup job never removes a file an activity names.
 */
export async function replaceActivityImage(
  db: Kysely<Database>,
  storage: FileStorage,
  activity: ActivitiesTable,
  image: { uploadId: string; alt: string },
): Promise<void> {
  const moved = await db.transaction().execute(async (trx) => {
    const upload = await trx
      .deleteFrom('uploads')
      .where('id', '=', image.uploadId)
      .where('owner_id', '=', activity.teacher_id)
      .where('kind', '=', 'image')
      .where('status', '=', 'ready')
      .where('storage_key', 'is not', null)
      .returning('storage_key')
      .executeTakeFirst();
    if (!upload?.storage_key) return false;
    await trx
      .updateTable('activities')
      .set({
        image_key: upload.storage_key,
        image_alt: image.alt,
        updated_at: nextTimestamp(activity.updated_at),
      })
      .where('id', '=', activity.id)
      .execute();
    return true;
  });
  if (!moved) throw new AppError('BAD_REQUEST', { uploadId: ACTIVITY_MESSAGES.imageNotReady });
  if (activity.image_key) await storage.delete(activity.image_key);
}

export async function removeActivityImage(
  db: Kysely<Database>,
  storage: FileStorage,
  activity: ActivitiesTable,
): Promise<void> {
  await db
    .updateTable('activities')
    .set({ image_key: null, image_alt: '', updated_at: nextTimestamp(activity.updated_at) })
    .where('id', '=', activity.id)
    .execute();
  if (activity.image_key) await storage.delete(activity.image_key);
}

/** A copy under its own key, so deleting either activity's image leaves the other's. */
export async function copyImage(storage: FileStorage, sourceKey: string): Promise<string | null> {
  const [bytes, info] = await Promise.all([storage.get(sourceKey), storage.head(sourceKey)]);
  if (!bytes || !info) return null;
  const key = privateKey('activities');
  await storage.put(key, bytes, { contentType: info.contentType });
  return key;
}
