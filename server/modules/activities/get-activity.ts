import type { Kysely } from 'kysely';
import type { Activity } from '../../../common/schemas/activities';
import { RECORD_ID } from '../../../common/schemas/ids';
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

/** The activity with this id, whoever owns it; a malformed id is none, without a query. */
export async function findActivityRow(
  db: Kysely<Database>,
  id: string,
): Promise<ActivitiesTable | undefined> {
  if (!RECORD_ID.test(id)) return undefined;
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}
