import type { Kysely } from 'kysely';
import { CLASS_ORDER } from '../../../common/constants';
import type { BookDetails, ClassOrderTerms } from '../../../common/schemas/store';
import { countryName, usStateName } from '../../../common/store/countries';
import type { Database } from '../../db/schema';

/** A published book by its store code, with what the store shows and the order needs. */
export async function findPublishedBook(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('books')
    .innerJoin('classes', 'classes.id', 'books.class_id')
    .innerJoin('users', 'users.id', 'books.teacher_id')
    .leftJoin('schools', 'schools.id', 'classes.school_id')
    .select([
      'books.id as id',
      'books.code as code',
      'books.name as name',
      'books.type as type',
      'books.open_class_order as openClassOrder',
      'classes.title as classTitle',
      'users.first_name as teacherFirstName',
      'users.last_name as teacherLastName',
      'schools.name as schoolName',
      'schools.address_1 as address_1',
      'schools.address_2 as address_2',
      'schools.city as city',
      'schools.zip as zip',
      'schools.country_code as countryCode',
      'schools.state_code as stateCode',
      'schools.verified_at as schoolVerifiedAt',
      (eb) =>
        eb
          .selectFrom('class_students')
          .select((count) => count.fn.countAll<number | string>().as('count'))
          .whereRef('class_students.class_id', '=', 'classes.id')
          .as('classSize'),
    ])
    .where('books.code', '=', code)
    .where('books.published_at', 'is not', null)
    .executeTakeFirst();
}

export type PublishedBook = NonNullable<Awaited<ReturnType<typeof findPublishedBook>>>;

/** The search_activity answer (SPEC §3 book details). */
export function toBookDetails(book: PublishedBook): BookDetails {
  return {
    bookName: book.name,
    bookCode: book.code,
    classTitle: book.classTitle,
    teacher: `${book.teacherFirstName} ${book.teacherLastName}`,
    school: book.schoolName ?? '',
    type: book.type,
    openClassOrder: book.openClassOrder === 1,
    schoolAddress: {
      address_1: book.address_1 ?? '',
      address_2: book.address_2 ?? '',
      city: book.city ?? '',
      zip: book.zip ?? '',
      countryName: (book.countryCode && countryName(book.countryCode)) || '',
      stateName: (book.stateCode && usStateName(book.stateCode)) || '',
    },
    ...(book.openClassOrder === 1 ? { classOrder: classOrderTerms(book) } : {}),
  };
}

/**
 * What a class order of this book may be (issue 15, point 3): one copy per student of the class
 * and a few to spare, shipped at the flat rate only to a school address staff have checked in
 * the country Lectio ships from; anywhere else it is priced from the rate table.
 */
export function classOrderTerms(book: PublishedBook): ClassOrderTerms {
  const countryCode = book.countryCode ?? CLASS_ORDER.flatRateCountry;
  return {
    maxCopies: Number(book.classSize ?? 0) + CLASS_ORDER.extraCopies,
    flatShipping: book.schoolVerifiedAt !== null && countryCode === CLASS_ORDER.flatRateCountry,
    countryCode,
  };
}
