import { SESSION_MESSAGES } from '../auth/messages';
import { PROJECT_LIMITS } from './limits';

export const PROJECT_MESSAGES = {
  notFound: 'Not found',
  /**
   * A student opening an activity that is not open yet, given to other students, or not theirs
   * at all: one message for all, so it never tells which (issue 11, point 7).
   */
  assignmentUnavailable:
    'This activity is not available to you. It may not be open yet — your teacher’s activities appear on your home page when they open.',
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  locked:
    'Your teacher has approved or archived this work, so it can no longer be changed. Ask your teacher if something needs fixing.',
  answerTooLong: `Answers must be at most ${PROJECT_LIMITS.answer} characters`,
  commentRequired: 'Write a comment first',
  commentTooLong: `Comments must be at most ${PROJECT_LIMITS.comment} characters`,
  scoreInvalid: 'Choose one of the rubric levels for each criterion',
  pointsInvalid: `Award a whole number of points from 1 to ${PROJECT_LIMITS.awardPoints}`,
  statusInvalid: 'Choose active, returned, approved or archived',
  nothingToSubmit: 'Write something before you hand it in',
  anchorInvalid: 'Select a passage of the answer to comment on',
  anchorOutOfRange:
    'That passage is no longer in the answer (it may have just changed). Select it again and comment.',
  replyParentMissing: 'That comment no longer exists. Reload the page to see the latest comments.',
  notHandedIn: 'This work has not been handed in yet, so it cannot be returned for revision.',
  /** What a notification of points not given for one piece of work is about. */
  pointsSubject: 'Points from your teacher',
  archivedUnchangeable: 'This work is archived. Reopen it first.',
} as const;
