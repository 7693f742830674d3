import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Deletes a child's project (its comments go with it, ON DELETE CASCADE). */
export async function deleteChildProject(db: Kysely<Database>, projectId: string): Promise<void> {
  await db.deleteFrom('projects').where('id', '=', projectId).execute();
}
