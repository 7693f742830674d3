import { sql, type Kysely } from 'kysely';
import type { AdminSearchAnswer } from '../../../common/schemas/admin';
import type { Database } from '../../db/schema';
import { creditBalance } from '../credits/ledger';
import { classTitlesOf, schoolAddress, SCHOOL_ADDRESS_COLUMNS } from './record-parts';

/** At most this many of each kind are found. */
const LIMIT = 20;

/**
 * Schools by name, teachers by email or name and students by username or name, for the
 * admin area: case-insensitive on both databases, and % and _ typed by the admin match
 * themselves. Teachers come with their credit balance, students with their classes.
 */
export async function searchRecords(db: Kysely<Database>, q: string): Promise<AdminSearchAnswer> {
  const pattern = `%${q.toLowerCase().replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  const like = (column: string) =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  const [schools, teachers, students] = await Promise.all([
    db
      .selectFrom('schools')
      .select((eb) => [
        'schools.id',
        'schools.name',
        ...SCHOOL_ADDRESS_COLUMNS,
        'schools.verified_at',
        eb
          .selectFrom('classes')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('classes.school_id', '=', 'schools.id')
          .as('classCount'),
      ])
      .where(like('schools.name'))
      .orderBy('schools.name')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('account_type', '=', 'teacher')
      .where((eb) =>
        eb.or([like('users.email'), like('users.first_name'), like('users.last_name')]),
      )
      .orderBy('last_name')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name', 'username'])
      .where((eb) =>
        eb.or([like('students.username'), like('students.first_name'), like('students.last_name')]),
      )
      .orderBy('last_name')
      .limit(LIMIT)
      .execute(),
  ]);
  const classesOf = await classTitlesOf(
    db,
    students.map((student) => student.id),
  );
  return {
    schools: schools.map((school) => ({
      id: school.id,
      name: school.name,
      city: school.city,
      classCount: Number(school.classCount ?? 0),
      address: schoolAddress(school),
      verifiedAt: school.verified_at,
    })),
    teachers: await Promise.all(
      teachers.map(async (teacher) => ({
        id: teacher.id,
        name: `${teacher.first_name} ${teacher.last_name}`,
        email: teacher.email,
        credits: await creditBalance(db, teacher.id),
      })),
    ),
    students: students.map((student) => ({
      id: student.id,
      name: `${student.first_name} ${student.last_name}`,
      username: student.username,
      classes: classesOf(student.id),
    })),
  };
}
