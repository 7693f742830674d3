import { describe, expect, it } from 'vitest';
import { classOrderTerms, toBookDetails, type PublishedBook } from './find-book';

const book = (fields: Partial<PublishedBook> = {}): PublishedBook => ({
  id: 'book-1',
  code: 'ABCDE',
  name: 'Advent stories',
  type: 'story',
  openClassOrder: 1,
  classTitle: 'Grade 4',
  teacherFirstName: 'Ana',
  teacherLastName: 'Ruiz',
  schoolName: 'St Anne',
  address_1: '1 Main St',
  address_2: 'Suite 2',
  city: 'Austin',
  zip: '78701',
  countryCode: 'US',
  stateCode: 'TX',
  schoolVerifiedAt: '2026-01-01T00:00:00.000Z',
  classSize: 22,
  ...fields,
});

describe('class order terms (issue 15, point 3)', () => {
  it('allow one copy per student and ten to spare, at the flat rate to a checked US school', () => {
    expect(classOrderTerms(book())).toEqual({
      maxCopies: 32,
      flatShipping: true,
      countryCode: 'US',
    });
    // PostgreSQL counts arrive as strings.
    expect(classOrderTerms(book({ classSize: '3' })).maxCopies).toBe(13);
    expect(classOrderTerms(book({ classSize: null as unknown as number })).maxCopies).toBe(10);
  });

  it('price the shipping from the rate table for an unchecked address or another country', () => {
    expect(classOrderTerms(book({ schoolVerifiedAt: null })).flatShipping).toBe(false);
    expect(classOrderTerms(book({ countryCode: 'CA' }))).toEqual({
      maxCopies: 32,
      flatShipping: false,
      countryCode: 'CA',
    });
    expect(classOrderTerms(book({ countryCode: null }))).toMatchObject({
      flatShipping: true,
      countryCode: 'US',
    });
  });
});

describe('the book details the store shows', () => {
  it('name the school, its address and, on a class order, its terms', () => {
    expect(toBookDetails(book())).toEqual({
      bookName: 'Advent stories',
      bookCode: 'ABCDE',
      classTitle: 'Grade 4',
      teacher: 'Ana Ruiz',
      school: 'St Anne',
      type: 'story',
      openClassOrder: true,
      schoolAddress: {
        address_1: '1 Main St',
        address_2: 'Suite 2',
        city: 'Austin',
        zip: '78701',
        countryName: 'United States',
        stateName: 'Texas',
      },
      classOrder: { maxCopies: 32, flatShipping: true, countryCode: 'US' },
    });
  });

  it('show empty fields for a book without a school, and no terms without a class order', () => {
    const details = toBookDetails(
      book({
        openClassOrder: 0,
        schoolName: null,
        address_1: null,
        address_2: null,
        city: null,
        zip: null,
        countryCode: null,
        stateCode: null,
      }),
    );
    expect(details.school).toBe('');
    expect(details.openClassOrder).toBe(false);
    expect(details.schoolAddress).toEqual({
      address_1: '',
      address_2: '',
      city: '',
      zip: '',
      countryName: '',
      stateName: '',
    });
    expect(details).not.toHaveProperty('classOrder');
  });

  it('leave out names for codes that are not in the lists', () => {
    const details = toBookDetails(book({ countryCode: 'ZZ', stateCode: 'ZZ' }));
    expect(details.schoolAddress).toMatchObject({ countryName: '', stateName: '' });
  });
});
