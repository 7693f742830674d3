/**
 * A participant's reflection on a lesson (issue 13, point 11): the answers to its prompts,
 * handed in to the instructor, who returns it with feedback or accepts it.
 *
 * draft → submitted → (returned → resubmitted)* → accepted
 */
export const REFLECTION_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'resubmitted',
  'accepted',
] as const;
export type ReflectionStatus = (typeof REFLECTION_STATUSES)[number];

/** The participant may change the answers only in these states (else it is with the instructor). */
export const EDITABLE_REFLECTION_STATUSES: readonly ReflectionStatus[] = ['draft', 'returned'];

/** Waiting for the instructor: the review queue's states. */
export const AWAITING_REVIEW_STATUSES: readonly ReflectionStatus[] = ['submitted', 'resubmitted'];

/** What handing in makes of each state; the others cannot be handed in. */
export const HAND_IN_FROM: Partial<Record<ReflectionStatus, ReflectionStatus>> = {
  draft: 'submitted',
  returned: 'resubmitted',
};

export const REFLECTION_LIMITS = {
  /** Characters of one answer's HTML, as the Journals' answers. */
  answer: 20_000,
  comment: 2_000,
  /** Reflections the review queue answers per page. */
  queuePage: 50,
} as const;

export const REFLECTION_MESSAGES = {
  lessonNotFound: 'This lesson was not found.',
  noPrompts: 'This lesson has no questions to answer.',
  notFound: 'This reflection was not found.',
  locked:
    'Your reflection is with your instructor. You can change it again if they return it to you.',
  accepted: 'Your instructor has accepted this reflection; it can no longer be changed.',
  unanswered: (answered: number, total: number) =>
    `Answer every question before you hand in (${answered} of ${total} answered).`,
  answerTooLong: `An answer can be at most ${REFLECTION_LIMITS.answer.toLocaleString('en-US')} characters.`,
  commentRequired: 'Write your feedback first.',
  commentTooLong: `Feedback can be at most ${REFLECTION_LIMITS.comment.toLocaleString('en-US')} characters.`,
  anchorInvalid: 'The passage you selected has changed. Select it again.',
  notAwaiting: 'This reflection is not waiting for review any more. Reload to see its state.',
  returnNeedsNote: 'Say what to change, so the participant knows how to go on.',
  previewOnly:
    'You are previewing this lesson as an instructor: reflections are written by participants.',
  courseArchived: 'This course is archived: its reflections can be read, not changed.',
} as const;
