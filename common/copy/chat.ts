/** What chat says (issue 17). One source for the server's refusals and the screens. */
export const CHAT_MESSAGES = {
  /** A private conversation with a minor needs a second adult, and there is none to add. */
  noSecondAdult: (firstName: string) =>
    `${firstName} has no linked parent and your school has no safeguarding observer, so ${firstName} cannot be messaged privately. Send a group or class message instead.`,
} as const;
