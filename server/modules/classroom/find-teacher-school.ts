import type { Kysely } from 'kysely';
import type { School } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';

/** The school the teacher's account remembers (`users.school_id`), or null. */
export async function findTeacherSchool(
  db: Kysely<Database>,
  teacherId: string,
): Promise<School | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'schools.id',
      'schools.name',
      'schools.address_1',
      'schools.address_2',
      'schools.city',
      'schools.zip',
      'schools.country_code',
      'schools.state_code',
    ])
    .where('users.id', '=', teacherId)
    .executeTakeFirst();
  return row ?? null;
}
