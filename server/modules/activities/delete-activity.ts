import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import type { ActivitiesTable, Database } from '../../db/schema';

/** Deletes the activity (its assignments go with it, ON DELETE CASCADE) and its image file. */
export async function deleteActivity(
  db: Kysely<Database>,
  storage: FileStorage,
  activity: ActivitiesTable,
): Promise<void> {
  await db.deleteFrom('activities').where('id', '=', activity.id).execute();
  if (activity.image_key) await storage.delete(activity.image_key);
}
