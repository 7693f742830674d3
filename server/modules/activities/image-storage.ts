import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '../../../common/schemas/activities';
import type { FileStorage } from '../../adapters/storage/storage';
import { AppError } from '../../errors';
import { sniffImageType } from './sniff-image';

/**
 * Activity images live under one key per activity, so a replaced image overwrites the old
 * one instead of leaving it behind. (The storage interface has no delete yet: a removed
 * image's bytes stay until the activity's folder is cleaned up.)
 */
export const imageKeyFor = (activityId: string) => `activities/${activityId}/image`;

/** Decodes, checks size and type from the bytes, and stores; returns the key. */
export async function storeImage(
  storage: FileStorage,
  activityId: string,
  base64: string,
): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > ACTIVITY_LIMITS.imageBytes) {
    throw new AppError('BAD_REQUEST', { data: ACTIVITY_MESSAGES.imageTooLarge });
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('BAD_REQUEST', { data: ACTIVITY_MESSAGES.imageType });
  const key = imageKeyFor(activityId);
  await storage.put(key, bytes, { contentType });
  return key;
}

export async function copyImage(
  storage: FileStorage,
  sourceKey: string,
  activityId: string,
): Promise<string | null> {
  const [bytes, info] = await Promise.all([storage.get(sourceKey), storage.head(sourceKey)]);
  if (!bytes || !info) return null;
  const key = imageKeyFor(activityId);
  await storage.put(key, bytes, { contentType: info.contentType });
  return key;
}
