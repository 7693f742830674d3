import { formatOpensOn } from '../copy/academy-learning';

/**
 * The Academy's API messages about learning in a course (issue 13, points 7, 9 and 10): one
 * source for the server, the pages and the tests.
 */
export const LEARNING_MESSAGES = {
  /** Unknown lesson, or one of another course: the same sentence, so nothing leaks. */
  lessonNotFound: 'This lesson was not found.',
  lessonOpensOn: (iso: string) => `This lesson opens on ${formatOpensOn(iso)}.`,
  lessonWaitsForPrevious: (previousTitle: string) =>
    `This lesson opens when you finish “${previousTitle}”.`,
  lessonLocked: 'This lesson is not open yet.',
  noTrackedVideo: 'This lesson has no video to follow.',
  watchVideoFirst: 'This lesson completes by itself when you have watched 90 % of its video.',
  handInFirst: 'Hand in your reflection first: the lesson is complete once your instructor has it.',
  participantNotFound: 'This participant is not in the course.',
  itemNotFound: 'This chapter or lesson is not in the course.',
  videoPositionInvalid: 'The video position must be a whole number of seconds.',
  videoWatchedInvalid: 'The part watched must be a whole number from 0 to 1000.',
  idInvalid: 'Choose a participant and a chapter or lesson.',
} as const;
