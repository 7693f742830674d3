import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RECORD_ID } from '../../../common/schemas/ids';

/**
 * Whether this parent is linked to the child (parent_students; a linked parent is an
 * administrator of the child, SPEC §3). The one check behind every parent's access to a child.
 */
export async function isParentOf(
  db: Kysely<Database>,
  parentId: string,
  studentId: string,
): Promise<boolean> {
  if (!RECORD_ID.test(studentId)) return false;
  const link = await db
    .selectFrom('parent_students')
    .select('student_id')
    .where('parent_id', '=', parentId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return link !== undefined;
}
