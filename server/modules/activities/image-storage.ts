import type { Kysely } from 'kysely';
import { privateKey, type FileStorage } from '../../adapters/storage/storage';
import type { ActivitiesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import { sniffImageType } from './sniff-image';
import { nextTimestamp } from './update-activity';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';
import { ACTIVITY_LIMITS } from '../../../common/activities/limits';

/**
 * Activity images are private files: each stored image gets a new random key (served only by
 * the authorized `GET /api/activities/:id/image`), and the file it replaces is removed once
 * the activity no longer names it.
 */

/** Decodes, checks size and type from the bytes, and stores; returns the new key. */
async function storeImage(storage: FileStorage, base64: string): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > ACTIVITY_LIMITS.imageBytes) {
    throw new AppError('BAD_REQUEST', { data: ACTIVITY_MESSAGES.imageTooLarge });
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('BAD_REQUEST', { data: ACTIVITY_MESSAGES.imageType });
  const key = privateKey('activities');
  await storage.put(key, bytes, { contentType });
  return key;
}

/** Stores the uploaded image as the activity's image, then removes the one it replaces. */
export async function replaceActivityImage(
  db: Kysely<Database>,
  storage: FileStorage,
  activity: ActivitiesTable,
  image: { data: string; alt: string },
): Promise<void> {
  const key = await storeImage(storage, image.data);
  await db
    .updateTable('activities')
    .set({ image_key: key, image_alt: image.alt, updated_at: nextTimestamp(activity.updated_at) })
    .where('id', '=', activity.id)
    .execute();
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
