/** Where writing rooms live in the app (issue 18): links in care flags, emails and screens. */
export const ROOM_PAGES = {
  /** A room as a student writes in it. */
  student: (roomId: string) => `/student/rooms/${encodeURIComponent(roomId)}`,
  /** A room as the class's teacher drops into it (and the safeguarding lead reads it). */
  teacher: (roomId: string) => `/teacher/rooms/${encodeURIComponent(roomId)}`,
} as const;
