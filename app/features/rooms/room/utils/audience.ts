import type { RoomAudience } from '@common/schemas/rooms';

/** The areas with a writing room's page: a student writes there, a teacher drops in. */
export type RoomArea = 'student' | 'teacher';

/** Students call the rooms' API as students (cookie st), teachers as users (cookie t). */
export const roomAudienceOf = (area: RoomArea): RoomAudience =>
  area === 'student' ? 'student' : 'user';
