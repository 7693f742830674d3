import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Which of these classes have projects changed since `since` (ISO time): the live view's
 * safety net asks this once per interval for every class an instance watches, on the
 * projects (class_id, updated_at) index, instead of each stream asking for its own class.
 */
export async function listChangedClasses(
  db: Kysely<Database>,
  { classIds, since }: { classIds: string[]; since: string },
): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('projects')
    .select('class_id')
    .distinct()
    .where('class_id', 'in', classIds)
    .where('updated_at', '>', since)
    .execute();
  return rows.map((row) => row.class_id);
}
