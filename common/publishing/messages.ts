import { PUBLISHING_LIMITS } from './limits';

export const PUBLISHING_MESSAGES = {
  nameRequired: 'Give the book a title',
  nameTooLong: `Titles must be at most ${PUBLISHING_LIMITS.name} characters`,
  activitiesRequired: 'Choose at least one activity',
  studentsRequired: 'Choose at least one student',
  notInClass: 'Choose activities assigned to this class and students in it',
  nothingWritten: 'None of the chosen students has written anything for these activities yet',
  notFound: 'Not found',
} as const;
