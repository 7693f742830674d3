/**
 * Academy course messaging (issue 17, point 1): every word the API and the Messages page say,
 * one source for both.
 */
export const COURSE_MESSAGE_LIMITS = {
  body: 5000,
  /** Messages in a page of a thread, conversations in a page of the instructor's list. */
  page: 50,
  /** A sender may withdraw a message in its first 5 minutes (as in chat). */
  withdrawWindowMs: 5 * 60_000,
} as const;

export const COURSE_MESSAGES = {
  bodyRequired: 'Write a message first.',
  bodyTooLong: `A message can be at most ${COURSE_MESSAGE_LIMITS.body.toLocaleString('en-US')} characters.`,
  clientIdInvalid: 'This message could not be sent. Reload the page and try again.',
  threadNotFound: 'This conversation was not found.',
  messageNotFound: 'This message was not found.',
  messagingOff:
    'Your instructors turned messaging off for this course. You can still read what was written.',
  archived: 'This course is archived: its messages can be read but no new ones sent.',
  participantGone: 'This participant has left the course, so they cannot receive messages.',
  withdrawOwnOnly: 'You can withdraw only your own messages.',
  withdrawTooLate: 'A message can be withdrawn only in the first 5 minutes.',
  alreadyWithdrawn: 'This message was already withdrawn.',
  cursorInvalid: 'This page of messages was not found. Reload the page.',
} as const;

export const COURSE_MESSAGES_COPY = {
  navLabel: 'Messages',
  homeIntro: 'Write privately to your instructors about this course.',
  homeAction: 'Open messages',
  /** The Participants tab's way to write to one participant first. */
  messageParticipant: 'Message',
  messageParticipantFor: (name: string) => ` ${name}`,
  backToCourse: 'Back to the course',
  back: 'Back to my courses',
  pageTitle: (course: string) => `Messages · ${course}`,
  heading: 'Messages',
  participantIntro: 'Write privately to your instructors. Only they and you can read this.',
  emptyParticipantTitle: 'Message your instructors',
  emptyParticipant:
    'Ask a question about a lesson, or tell them something you would rather not post on the Discussion Board. Your instructors will reply here.',
  instructorIntro:
    'Private conversations with your participants. Every instructor of the course can read and reply.',
  listHeading: 'Participants',
  emptyInstructor:
    'No participant has written yet. When one does, their conversation appears here; you can also open a participant from the course’s Participants tab.',
  unread: (count: number) => `${count} unread`,
  noMessagesYet: 'No messages yet.',
  chooseThread: 'Choose a participant to read their conversation.',
  threadWith: (name: string) => `Conversation with ${name}`,
  threadWithInstructors: 'Conversation with your instructors',
  formerParticipant: 'Former participant',
  formerInstructor: 'Former instructor',
  you: 'You',
  withdrawnPlaceholder: 'Message withdrawn',
  withdraw: 'Withdraw',
  withdrawLabel: 'Withdraw this message',
  olderMessages: 'Show older messages',
  moreConversations: 'Show more conversations',
  composerLabel: 'Your message',
  send: 'Send',
  sending: 'Sending…',
  sent: 'Message sent.',
  newMessage: 'New message.',
  sendFailed: 'Your message was not sent. Your text is kept: try again.',
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
  settingLabel: 'Course messaging',
  settingHelp: 'When on, participants can write privately to the course’s instructors.',
  settingOn: 'Course messaging is on.',
  settingOff: 'Course messaging is off. What was written stays readable.',
  settingFailed: 'The setting could not be saved. Try again.',
  offNotice:
    'Messaging is off for this course. You can read what was written, but no new messages can be sent.',
} as const;
