import { BOARD_LIMITS } from './board';

/** The Discussion Board's API messages (issue 13, point 14): one source for server, pages, tests. */
export const BOARD_MESSAGES = {
  threadNotFound: 'This thread was not found.',
  postNotFound: 'This post was not found.',
  reportNotFound: 'This report was not found.',
  memberNotFound: 'This member was not found.',
  lessonNotFound: 'This lesson is not part of the course.',
  titleRequired: 'Give your thread a title.',
  titleTooLong: `A title can be at most ${BOARD_LIMITS.title} characters.`,
  bodyRequired: 'Write something first.',
  bodyTooLong: `A post can be at most ${BOARD_LIMITS.body.toLocaleString('en-US')} characters.`,
  reasonTooLong: `A reason can be at most ${BOARD_LIMITS.reportReason} characters.`,
  mentionNotMember: 'You can only mention members of this course.',
  tooManyMentions: `A post can mention at most ${BOARD_LIMITS.mentions} people.`,
  clientIdInvalid: 'Reload the page and try again.',
  locked: 'This thread is locked: no new replies.',
  notAuthor: 'Only its author can change this post.',
  gone: 'This post was deleted and can no longer be changed.',
  staffOnly: 'Only the course’s instructors can do this.',
  cannotMuteStaff: 'Instructors cannot be muted.',
  cannotReportOwn: 'You cannot report your own post.',
  notPending: 'This post is not waiting for approval any more.',
  threadPending:
    'This thread is waiting for approval: replies open once an instructor approves it.',
  archived: 'This course is archived: its board can be read, not changed.',
  /** The muted participant's 403, with the end of the mute. */
  muted: (until: string | null) =>
    until === null
      ? 'An instructor has muted you on this board until they unmute you.'
      : `An instructor has muted you on this board until ${formatBoardTime(until)}.`,
} as const;

/** A time as the board shows it, the same on server and pages (UTC, so it never shifts). */
export function formatBoardTime(iso: string): string {
  return (
    new Date(iso).toLocaleString('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }) + ' UTC'
  );
}
