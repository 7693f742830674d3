import { SHARING_LIMITS } from './sharing';

/**
 * The Academy's sharing and joining messages (issue 13, point 6): join links, requests,
 * invitations and participants. One source for the server, the pages and the tests.
 */
export const SHARING_MESSAGES = {
  /** An unknown or regenerated link: the same sentence, so a guess learns nothing. */
  linkDead: 'This link no longer works. Ask your instructor for the current link.',
  linkExpired: 'This link has expired. Ask your instructor for a new one.',
  linkFull: 'This course is full: every seat of this link is taken. Ask your instructor.',
  courseClosed: 'This course is not open for joining.',
  removed: 'You were removed from this course, so you cannot join it again by link.',
  declinedTwice: 'Your instructor has declined your request to join this course.',
  tooManyAttempts: 'Too many links tried. Wait a few minutes and try again.',
  tryAgain: 'Something changed at the same moment. Try again.',
  noLink: 'This course has no join link yet. Create one first.',
  expiryPast: 'Choose a date in the future.',
  expiryInvalid: 'Choose a date for the link to stop working.',
  seatLimitInvalid: `Enter a whole number of seats between 1 and ${SHARING_LIMITS.seatLimitMax}.`,
  seatLimitBelowJoined: (joined: number) =>
    `The seat limit cannot be lower than the ${joined} who already joined.`,
  requestNotFound: 'This request was not found. It may have been withdrawn or answered already.',
  participantNotFound: 'This participant was not found in the course.',
  inviteDead: 'This invitation no longer works. Ask your instructor to invite you again.',
  inviteExpired: 'This invitation has expired. Ask your instructor to send it again.',
  inviteOtherEmail: (masked: string) =>
    `This invitation was sent to ${masked}. Sign in with that address to accept it.`,
  inviteNotFound: 'This invitation was not found.',
  inviteAnswered: 'This invitation was accepted or revoked already, so it cannot be sent again.',
  invitesDraft: 'Publish the course before inviting participants.',
  emailsRequired: 'Enter at least one email address.',
  tooManyEmails: `Invite at most ${SHARING_LIMITS.invitesPerRequest} addresses at once.`,
  emailInvalid: (address: string) => `“${address}” is not an email address.`,
} as const;
