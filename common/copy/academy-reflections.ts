import type { ReflectionStatus } from '../academy/reflections';

/** The words of a lesson's reflection (issue 13, point 11): one source for pages and tests. */
export const REFLECTION_COPY = {
  heading: 'Your reflection',
  intro: 'Write as you pray. Your answers save as you type; hand them in when you are ready.',
  previewNote:
    'Participants answer these questions here. As an instructor you see them as participants do.',
  handIn: 'Hand in to your instructor',
  handInAgain: 'Hand in again',
  handingIn: 'Handing in…',
  loading: 'Loading your reflection',
  loadFailed: 'Your reflection could not be loaded.',
  status: {
    draft: 'Not handed in yet',
    submitted: 'Handed in: your instructor will read it',
    returned: 'Returned with feedback: revise and hand in again',
    resubmitted: 'Handed in again: your instructor will read it',
    accepted: 'Accepted by your instructor',
  } satisfies Record<ReflectionStatus, string>,
  feedbackHeading: 'Feedback from your instructor',
  onPassage: 'On',
  returnedNote: 'Returned',
  acceptedNote: 'Accepted',
  history: (count: number) => (count === 1 ? 'Your hand-in' : `Your ${count} hand-ins`),
  version: (number: number, date: string) => `Hand-in ${number}, ${date}`,
} as const;

/** The instructor's review of reflections (issue 13, point 13). */
export const REVIEW_COPY = {
  queueTitle: 'Reflections to review',
  queueIntro: 'Handed in and waiting for you, who has waited longest first.',
  loading: 'Loading reflections',
  loadFailed: 'The reflections could not be loaded.',
  emptyTitle: 'Nothing waiting',
  emptyBody:
    'When a participant hands in a reflection it appears here, and you hear of it at once. Share the course’s join link from Sharing to bring participants in.',
  waiting: (count: number) =>
    count === 1 ? '1 reflection waiting' : `${count} reflections waiting`,
  handedIn: (date: string) => `Handed in ${date}`,
  resubmitted: 'Handed in again',
  words: (count: number) => (count === 1 ? '1 word' : `${count} words`),
  open: 'Review',
  backToQueue: 'Back to the queue',
  answers: 'Answers',
  selectHint: 'Select words in an answer to comment on that passage.',
  commentOnSelection: 'Comment on the selected words',
  selected: (quote: string) => `Commenting on “${quote}”`,
  clearSelection: 'Comment on the whole reflection instead',
  feedbackLabel: 'Feedback',
  addFeedback: 'Add feedback',
  adding: 'Adding…',
  decisionHeading: 'Your decision',
  noteLabel: 'Note to the participant',
  noteHint: 'Required to return; optional to accept.',
  returnIt: 'Return for revision',
  acceptIt: 'Accept',
  deciding: 'Saving…',
  returnedDone: 'Returned. The participant can see your feedback now.',
  acceptedDone: 'Accepted.',
  notAwaiting: 'This reflection is not waiting for review.',
  feedbackHeading: 'Feedback given',
  noFeedback: 'No feedback yet.',
} as const;
