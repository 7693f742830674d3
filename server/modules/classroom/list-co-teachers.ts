import type { Kysely } from 'kysely';
import type { CoTeachersAnswer } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import type { ClassRow } from '../../access/teaches-class';

/** The class's owner and its co-teachers, by last name. */
export async function listCoTeachers(
  db: Kysely<Database>,
  classRow: ClassRow,
): Promise<CoTeachersAnswer> {
  const [owner, rows] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '=', classRow.teacher_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('class_teachers')
      .innerJoin('users', 'users.id', 'class_teachers.teacher_id')
      .select([
        'users.id as id',
        'users.first_name as firstName',
        'users.last_name as lastName',
        'users.email as email',
        'class_teachers.created_at as addedAt',
      ])
      .where('class_teachers.class_id', '=', classRow.id)
      .execute(),
  ]);
  return {
    owner: {
      id: owner.id,
      firstName: owner.first_name,
      lastName: owner.last_name,
      email: owner.email,
    },
    coTeachers: rows.sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.id.localeCompare(b.id),
    ),
  };
}
