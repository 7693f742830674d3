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
