import { sql, type Kysely } from 'kysely';
import {
  type AdminSchool,
  type AdminStudent,
  type AdminTeacher,
  type Paged,
  type SchoolSort,
  type SortDirection,
  type StudentSort,
  type TeacherSort,
} from '../../../common/schemas/admin-desk';
import type { Database } from '../../db/schema';
import { containsText, lowerOf } from './like';
import {
  classTitlesOf,
  onPage,
  pageOf,
  schoolAddress,
  SCHOOL_ADDRESS_COLUMNS,
} from './record-parts';

interface ListInput<Sort> {
  q?: string | undefined;
  sort: Sort;
  dir: SortDirection;
  page: number;
}

/** Schools by name or city, with their classes and teachers counted in the same query. */
export async function listSchools(
  db: Kysely<Database>,
  { q, sort, dir, page }: ListInput<SchoolSort>,
): Promise<Paged<AdminSchool>> {
  const like = containsText(q);
  const base = db
    .selectFrom('schools')
    .$if(like !== null, (query) =>
      query.where((eb) => eb.or([like!('schools.name'), like!('schools.city')])),
    );
  const classCount = sql<number>`(select count(*) from classes c where c.school_id = schools.id)`;
  const order = {
    name: lowerOf('schools.name'),
    city: lowerOf('schools.city'),
    classes: classCount,
    created: sql`schools.created_at`,
  }[sort];
  const [rows, total] = await Promise.all([
    base
      .select([
        'schools.id',
        'schools.name',
        ...SCHOOL_ADDRESS_COLUMNS,
        'schools.verified_at',
        'schools.created_at',
        classCount.as('class_count'),
        sql<number>`(select count(*) from users u where u.school_id = schools.id
          and u.account_type = 'teacher')`.as('teacher_count'),
      ])
      .orderBy(order, dir)
      .orderBy('schools.id')
      .$call(onPage(page))
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return pageOf(
    rows.map((school) => ({
      id: school.id,
      name: school.name,
      city: school.city,
      address: schoolAddress(school),
      classCount: Number(school.class_count),
      teacherCount: Number(school.teacher_count),
      verifiedAt: school.verified_at,
      createdAt: school.created_at,
    })),
    page,
    total,
  );
}

/**
 * Teachers by name or email, each with the credits they can spend (the last ledger row's
 * balance) and those held for unpaid orders: both subqueries, so one page is one query.
 */
export async function listTeachers(
  db: Kysely<Database>,
  { q, sort, dir, page }: ListInput<TeacherSort>,
): Promise<Paged<AdminTeacher>> {
  const like = containsText(q);
  const base = db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .where('users.account_type', '=', 'teacher')
    .$if(like !== null, (query) =>
      query.where((eb) =>
        eb.or([
          like!('users.email'),
          like!('users.first_name'),
          like!('users.last_name'),
          like!(sql`users.first_name || ' ' || users.last_name`),
        ]),
      ),
    );
  const credits = sql<number>`coalesce((select l.balance_after from credit_ledger l
    where l.teacher_id = users.id order by l.seq desc limit 1), 0)`;
  const held = sql<number>`coalesce((select sum(-h.credits) from credit_ledger h
    where h.teacher_id = users.id and h.kind = 'hold'
    and not exists (select 1 from credit_ledger r where r.hold_id = h.id)), 0)`;
  const rows = base
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.created_at',
      'schools.name as school',
      credits.as('credits'),
      held.as('held'),
      sql<number>`(select count(*) from classes c where c.teacher_id = users.id)`.as('class_count'),
    ])
    .$call((query) =>
      sort === 'name'
        ? query.orderBy(lowerOf('users.last_name'), dir).orderBy(lowerOf('users.first_name'), dir)
        : query.orderBy(
            { email: sql`users.email`, credits, created: sql`users.created_at` }[sort],
            dir,
          ),
    )
    .orderBy('users.id')
    .$call(onPage(page))
    .execute();
  const [items, total] = await Promise.all([
    rows,
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return pageOf(
    items.map((teacher) => ({
      id: teacher.id,
      name: `${teacher.first_name} ${teacher.last_name}`,
      email: teacher.email,
      school: teacher.school,
      classCount: Number(teacher.class_count),
      credits: Number(teacher.credits),
      held: Number(teacher.held),
      createdAt: teacher.created_at,
    })),
    page,
    total,
  );
}

/** Students by name or username, with the titles of their classes (one more query per page). */
export async function listStudents(
  db: Kysely<Database>,
  { q, sort, dir, page }: ListInput<StudentSort>,
): Promise<Paged<AdminStudent>> {
  const like = containsText(q);
  const base = db
    .selectFrom('students')
    .$if(like !== null, (query) =>
      query.where((eb) =>
        eb.or([
          like!('students.username'),
          like!('students.first_name'),
          like!('students.last_name'),
          like!(sql`students.first_name || ' ' || students.last_name`),
        ]),
      ),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'students.id',
        'students.first_name',
        'students.last_name',
        'students.username',
        'students.created_at',
      ])
      .$call((query) =>
        sort === 'name'
          ? query
              .orderBy(lowerOf('students.last_name'), dir)
              .orderBy(lowerOf('students.first_name'), dir)
          : sort === 'username'
            ? query.orderBy(lowerOf('students.username'), dir)
            : query.orderBy('students.created_at', dir),
      )
      .orderBy('students.id')
      .$call(onPage(page))
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  const classesOf = await classTitlesOf(
    db,
    rows.map((student) => student.id),
  );
  return pageOf(
    rows.map((student) => ({
      id: student.id,
      name: `${student.first_name} ${student.last_name}`,
      username: student.username,
      classes: classesOf(student.id),
      createdAt: student.created_at,
    })),
    page,
    total,
  );
}
