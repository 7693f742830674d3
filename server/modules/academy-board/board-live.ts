import type { FastifyInstance } from 'fastify';
import { courseScope, courseStaffScope } from '../academy-live/scopes';
import type { PostRow } from './post-views';

/** The live event's `change` for the board: its id is the thread that changed. */
export const BOARD_CHANGE = 'board';

/**
 * Tells open board and thread pages, on every instance, that a thread changed. A change
 * everyone may see (a published post, an edit, a hide, a pin) goes to the whole course; one
 * only instructors see (a post waiting for approval, a report) to the course's staff. Events
 * only point: each page reads again through its own permission-checked calls.
 */
export async function boardChanged(
  app: FastifyInstance,
  post: Pick<PostRow, 'id' | 'course_id' | 'thread_id' | 'status'>,
  audience: 'course' | 'staff' = post.status === 'pending' ? 'staff' : 'course',
): Promise<void> {
  const scope =
    audience === 'course' ? courseScope(post.course_id) : courseStaffScope(post.course_id);
  await app.live.publish({ type: BOARD_CHANGE, id: post.thread_id ?? post.id, scope });
}
