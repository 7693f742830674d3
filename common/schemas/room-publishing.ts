import { z } from 'zod';

/**
 * POST ROOMS_API.publish(roomId) (issue 18, point 10): a closed room becomes one co-authored
 * piece of the class's writing, offered to every book made for the class from then on. The
 * answer is the piece (writing_room_pieces.id), the same however often it is published. The
 * body is ignored.
 */
export const publishedRoomSchema = z.object({ pieceId: z.string() });
export type PublishedRoom = z.infer<typeof publishedRoomSchema>;
