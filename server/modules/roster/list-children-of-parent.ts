import type { Kysely } from 'kysely';
import type { RosterEntry } from '../../../common/schemas/roster';
import type { Database } from '../../db/schema';
import { byName } from './by-name';

/** A parent's linked children, by last name, each with the titles of their classes. */
export async function listChildrenOfParent(
  db: Kysely<Database>,
  parentId: string,
): Promise<RosterEntry[]> {
  const rows = await db
    .selectFrom('parent_students')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .leftJoin('class_students', 'class_students.student_id', 'students.id')
    .leftJoin('classes', 'classes.id', 'class_students.class_id')
    .select([
      'students.id as id',
      'students.first_name as firstName',
      'students.last_name as lastName',
      'students.username as username',
      'classes.title as className',
    ])
    .where('parent_students.parent_id', '=', parentId)
    .execute();
  const children = new Map<string, RosterEntry & { classes: string[] }>();
  for (const row of rows) {
    const child = children.get(row.id) ?? { ...row, className: null, classes: [] };
    if (row.className) child.classes.push(row.className);
    children.set(row.id, child);
  }
  return [...children.values()]
    .map(({ classes, ...child }) => ({
      ...child,
      className: classes.length > 0 ? classes.sort((a, b) => a.localeCompare(b)).join(', ') : null,
    }))
    .sort(byName);
}
