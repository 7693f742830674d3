import { z } from 'zod';
import { idParam } from './ids';

/**
 * Writing rooms (issue 18, decision 0025) at /api/rooms. A student connects as `student`
 * (cookie st), an adult as `user` (cookie t), as in chat.
 */
export const ROOM_AUDIENCES = ['student', 'user'] as const;
export type RoomAudience = (typeof ROOM_AUDIENCES)[number];

const base = '/api/rooms';
const id = encodeURIComponent;

export const ROOMS_API = {
  /** The room's shared document over a WebSocket (Hocuspocus's protocol). */
  socket: (audience: RoomAudience, roomId: string) => `${base}/${audience}/${id(roomId)}/socket`,
} as const;

export const roomSocketParamsSchema = z.object({
  audience: z.enum(ROOM_AUDIENCES),
  roomId: idParam,
});
