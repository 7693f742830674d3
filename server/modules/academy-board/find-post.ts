import type { Kysely } from 'kysely';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Board } from './board-access';
import { visibleTo, type PostRow } from './post-views';

/**
 * A post of this course the caller may see, else the same 404 as a missing one (a post of
 * another course, a hidden one for a participant). `thread` asks for a thread, not a reply.
 */
export async function findPost(
  db: Kysely<Database>,
  board: Board,
  postId: string,
  kind: 'thread' | 'any' = 'any',
): Promise<PostRow> {
  let query = db
    .selectFrom('board_posts')
    .selectAll()
    .where('id', '=', postId)
    .where('course_id', '=', board.course.id)
    .where(visibleTo(board));
  if (kind === 'thread') query = query.where('thread_id', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new AppError('NOT_FOUND', {
      [kind === 'thread' ? 'thread' : 'post']:
        kind === 'thread' ? M.threadNotFound : M.postNotFound,
    });
  }
  return row;
}
