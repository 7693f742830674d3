import type { Kysely } from 'kysely';
import type { FamilyChild } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { lookOf } from '../avatar/look';

/**
 * The parent's linked children for their cards: name, worn avatar, and each class with its
 * teacher. Only rows reached through this parent's own parent_students links are read, so
 * nothing of another family can appear.
 */
export async function listFamilyChildren(
  db: Kysely<Database>,
  parentId: string,
): Promise<FamilyChild[]> {
  const rows = await db
    .selectFrom('parent_students as ps')
    .innerJoin('students as s', 's.id', 'ps.student_id')
    .leftJoin('class_students as cs', 'cs.student_id', 's.id')
    .leftJoin('classes as c', 'c.id', 'cs.class_id')
    .leftJoin('users as t', 't.id', 'c.teacher_id')
    .select([
      's.id as studentId',
      's.first_name as firstName',
      's.last_name as lastName',
      's.avatar as avatar',
      'c.title as classTitle',
      't.first_name as teacherFirstName',
      't.last_name as teacherLastName',
    ])
    .where('ps.parent_id', '=', parentId)
    .execute();
  const children = new Map<string, FamilyChild>();
  for (const row of rows) {
    const child = children.get(row.studentId) ?? {
      studentId: row.studentId,
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: lookOf(row.avatar),
      classes: [],
    };
    if (row.classTitle !== null) {
      const teacherName = [row.teacherFirstName, row.teacherLastName].filter(Boolean).join(' ');
      child.classes.push({ title: row.classTitle, teacherName });
    }
    children.set(row.studentId, child);
  }
  return [...children.values()]
    .map((child) => ({
      ...child,
      classes: child.classes.sort((a, b) => a.title.localeCompare(b.title)),
    }))
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName) ||
        a.lastName.localeCompare(b.lastName) ||
        a.studentId.localeCompare(b.studentId),
    );
}
