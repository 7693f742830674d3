import type { Kysely } from 'kysely';
import type { ActivityValues } from '../../../common/schemas/activities';
import type { ActivitiesTable, Database } from '../../db/schema';
import { readActivityRow } from './get-activity';
import { contentColumns } from './mapping';

/** Replaces the editable content of an activity the caller owns. */
export async function updateActivity(
  db: Kysely<Database>,
  activity: ActivitiesTable,
  values: ActivityValues,
): Promise<ActivitiesTable> {
  await db
    .updateTable('activities')
    .set({ ...contentColumns(values), updated_at: nextTimestamp(activity.updated_at) })
    .where('id', '=', activity.id)
    .execute();
  return readActivityRow(db, activity.id);
}

/**
 * Now, or a millisecond after the previous value when the clock has not moved on: the image
 * address is versioned by this timestamp, so every change must give a new one.
 */
export function nextTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(now > last ? now : last + 1).toISOString();
}
