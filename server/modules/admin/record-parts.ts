import type { Kysely } from 'kysely';
import { ADMIN_PAGE_SIZE, type Paged } from '../../../common/schemas/admin-desk';
import type { Database } from '../../db/schema';

/** The parts of a school row that make its postal address. */
export interface SchoolAddressRow {
  address_1: string;
  address_2: string | null;
  city: string;
  zip: string | null;
  state_code: string | null;
  country_code: string;
}

/** The columns to select for `schoolAddress`. */
export const SCHOOL_ADDRESS_COLUMNS = [
  'schools.address_1',
  'schools.address_2',
  'schools.city',
  'schools.zip',
  'schools.state_code',
  'schools.country_code',
] as const;

/** A school's address on one line: "410 Orchard Street, Springfield, IL 62704, US". */
export const schoolAddress = (school: SchoolAddressRow) =>
  [
    school.address_1,
    school.address_2,
    school.city,
    [school.state_code, school.zip].filter(Boolean).join(' '),
    school.country_code,
  ]
    .filter(Boolean)
    .join(', ');

/** The titles of each student's classes, by title: one query for a page of students. */
export async function classTitlesOf(
  db: Kysely<Database>,
  studentIds: string[],
): Promise<(studentId: string) => string[]> {
  const rows =
    studentIds.length === 0
      ? []
      : await db
          .selectFrom('class_students')
          .innerJoin('classes', 'classes.id', 'class_students.class_id')
          .select(['class_students.student_id', 'classes.title'])
          .where('class_students.student_id', 'in', studentIds)
          .orderBy('classes.title')
          .execute();
  return (studentId) => rows.filter((row) => row.student_id === studentId).map((row) => row.title);
}

/** A query cut to one page of a desk list: `.$call(onPage(page))`. */
export const onPage =
  (page: number) =>
  <Query extends { limit(count: number): Query; offset(count: number): Query }>(query: Query) =>
    query.limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE);

/** One page of a desk list, with the count of all its rows (as either database answers it). */
export const pageOf = <Item>(
  items: Item[],
  page: number,
  total: { n: number | string | bigint } | undefined,
): Paged<Item> => ({ items, page, pageSize: ADMIN_PAGE_SIZE, total: Number(total?.n ?? 0) });
