import type { Kysely } from 'kysely';
import type { Activity } from '../../../common/schemas/activities';
import type { ActivitiesTable, Database } from '../../db/schema';
import { listAssignments } from './list-assignments';
import { toActivity } from './mapping';

/** The whole activity with its assignments, as the editor shows it. */
export async function getActivity(db: Kysely<Database>, row: ActivitiesTable): Promise<Activity> {
  const assignments = await listAssignments(db, { activityId: row.id });
  return toActivity(row, assignments.get(row.id) ?? []);
}

export async function readActivityRow(db: Kysely<Database>, id: string): Promise<ActivitiesTable> {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
