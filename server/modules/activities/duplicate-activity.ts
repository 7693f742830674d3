import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import type { ActivitiesTable, Database } from '../../db/schema';
import { copyImage } from './image-storage';
import { ACTIVITY_LIMITS } from '../../../common/activities/limits';

const COPY_PREFIX = 'Copy of ';

/**
 * A new activity with the same content, titled 'Copy of …' and not assigned to any class.
 * Its image is copied too, so deleting either activity's image leaves the other's.
 */
export async function duplicateActivity(
  db: Kysely<Database>,
  storage: FileStorage,
  source: ActivitiesTable,
): Promise<ActivitiesTable> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const row: ActivitiesTable = {
    ...source,
    id,
    title: `${COPY_PREFIX}${source.title}`.slice(0, ACTIVITY_LIMITS.title),
    image_key: source.image_key ? await copyImage(storage, source.image_key) : null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('activities').values(row).execute();
  return row;
}
