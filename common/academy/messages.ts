/**
 * The Academy's API messages about courses (issue 13): one source for the server, the pages
 * and the tests. Builder, joining, learning and board messages join this file as they come.
 */
export const COURSE_ACCESS_MESSAGES = {
  /** Unknown course, or one the caller may not see: the same sentence, so nothing leaks. */
  courseNotFound: 'This course was not found.',
  instructorsOnly: 'Only instructors can do this. Sign in with an instructor account.',
  ownerOnly: 'Only the course’s owner can do this.',
} as const;
