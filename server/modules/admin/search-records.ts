import { sql, type Kysely } from 'kysely';
import type { AdminSearchAnswer } from '../../../common/schemas/admin';
import type { Database } from '../../db/schema';
import { creditBalance } from '../credits/ledger';

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
        'schools.city',
        'schools.address_1',
        'schools.address_2',
        'schools.zip',
        'schools.state_code',
        'schools.country_code',
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
  const classRows =
    students.length === 0
      ? []
      : await db
          .selectFrom('class_students')
          .innerJoin('classes', 'classes.id', 'class_students.class_id')
          .select(['class_students.student_id', 'classes.title'])
          .where(
            'class_students.student_id',
            'in',
            students.map((student) => student.id),
          )
          .execute();
  return {
    schools: schools.map((school) => ({
      id: school.id,
      name: school.name,
      city: school.city,
      classCount: Number(school.classCount ?? 0),
      address: [
        school.address_1,
        school.address_2,
        school.city,
        [school.state_code, school.zip].filter(Boolean).join(' '),
        school.country_code,
      ]
        .filter(Boolean)
        .join(', '),
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
      classes: classRows.filter((row) => row.student_id === student.id).map((row) => row.title),
    })),
  };
}
