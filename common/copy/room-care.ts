/**
 * What a care flag raised by a writing room's text says (issue 18, point 8), where the words
 * cannot be put down to one person: the lead reads "the group in Room 2 · Grade 7".
 */
export const ROOM_CARE_COPY = {
  groupAuthor: (roomName: string) => `the group in ${roomName}`,
} as const;
