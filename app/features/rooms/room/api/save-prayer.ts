import { ROOMS_API } from '@common/schemas/rooms';
import { apiPost, unwrap, type RequestOptions } from '~/lib/api';

/** POST …/student/:roomId/prayer: the student's private prayer (oratio), whole each time. */
export const savePrayer = async (roomId: string, body: string, options?: RequestOptions) =>
  unwrap(await apiPost<{ updatedAt: string }>(ROOMS_API.prayer(roomId), { body }, options));
