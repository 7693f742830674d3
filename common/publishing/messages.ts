import { PUBLISHING_LIMITS } from './limits';

export const PUBLISHING_MESSAGES = {
  nameRequired: 'Give the book a title',
  nameTooLong: `Titles must be at most ${PUBLISHING_LIMITS.name} characters`,
  activitiesRequired: 'Choose at least one activity',
  studentsRequired: 'Choose at least one student',
  notInClass: 'Choose activities assigned to this class and students in it',
  nothingWritten: 'None of the chosen students has written anything for these activities yet',
  notFound: 'Not found',
  /* book-pdf (issue 12): book contents */
  nothingApproved: 'None of the chosen students has approved work for these activities yet',
  dedicationTooLong: `Dedications must be at most ${PUBLISHING_LIMITS.dedication} characters`,
  excludedInvalid: 'Choose pieces of the chosen students on the chosen activities',
} as const;

/** The teacher's warning for a chosen student with nothing to print (issue 12, point 5). */
export function leftOutWarning(name: string, contents: 'approved' | 'written'): string {
  return contents === 'approved'
    ? `${name} has no approved work and is left out`
    : `${name} has no written work and is left out`;
}
