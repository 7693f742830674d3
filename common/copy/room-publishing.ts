/**
 * Publishing a closed writing room into the class book (issue 18, point 10): the server's
 * refusals, each under the field it is about.
 */
export const ROOM_PUBLISHING_MESSAGES = {
  notClosed: 'Close these rooms before publishing one into the class book.',
  noActivity:
    'The activity of these rooms was deleted, so the class book has no section for this piece.',
  nothingWritten: 'Nobody has written in this room yet, so there is nothing to publish.',
} as const;
