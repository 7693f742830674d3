import type { RoomAudience } from '../schemas/rooms';

/** The areas with a writing room's page: a student writes there, a teacher drops in. */
export type RoomArea = 'student' | 'teacher';

/** Where writing rooms live in the app (issue 18). */
export const ROOM_PAGES = {
  room: (area: RoomArea, roomId: string) => `/${area}/rooms/${encodeURIComponent(roomId)}`,
  /** Who wrote what (point 6). */
  contributions: (area: RoomArea, roomId: string) =>
    `/${area}/rooms/${encodeURIComponent(roomId)}/contributions`,
} as const;

/** Students call the rooms' API as students (cookie st), teachers as users (cookie t). */
export const roomAudienceOf = (area: RoomArea): RoomAudience =>
  area === 'student' ? 'student' : 'user';
