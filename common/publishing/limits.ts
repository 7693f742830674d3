export const PUBLISHING_LIMITS = {
  name: 120,
  activities: 50,
  students: 200,
  dedication: 600,
  /** Co-authored pieces a teacher may untick in one book (issue 18, point 10). */
  roomPieces: 500,
} as const;
