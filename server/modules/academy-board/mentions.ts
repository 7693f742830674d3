import type { Kysely, Transaction } from 'kysely';
import { BOARD_LIMITS } from '../../../common/academy/board';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import {
  bareMentions,
  boardHtmlHasContent,
  mentionedIds,
  sanitizeBoardHtml,
} from '../../../common/academy/board-html';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { membersById } from './members';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A post's body as it is stored: sanitised, mentions reduced to ids, each id a current member
 * of the course (400 otherwise: nobody outside the course can be named or notified).
 */
export async function cleanBody(
  db: Db,
  course: { id: string; owner_id: string },
  html: string,
): Promise<string> {
  const body = bareMentions(sanitizeBoardHtml(html));
  if (!boardHtmlHasContent(body)) throw new AppError('BAD_REQUEST', { body: M.bodyRequired });
  const ids = mentionedIds(body);
  if (ids.length > BOARD_LIMITS.mentions) {
    throw new AppError('BAD_REQUEST', { body: M.tooManyMentions });
  }
  const members = await membersById(db as Kysely<Database>, course.id, course.owner_id, ids);
  if (ids.some((id) => !members.has(id))) {
    throw new AppError('BAD_REQUEST', { body: M.mentionNotMember });
  }
  return body;
}

/**
 * Records who a published post mentions (board_mentions: post, member, course, when), for the
 * Academy's notifications: a row appears when a post that names someone becomes visible (at
 * posting, at approval, or when an edit adds the name) and goes when the name is edited out.
 * Answers the members newly mentioned, whom the notifications tell.
 */
export async function recordMentions(
  db: Db,
  post: { id: string; course_id: string; body: string; status: string },
  at: string,
): Promise<string[]> {
  const ids = post.status === 'published' ? mentionedIds(post.body) : [];
  let stale = db.deleteFrom('board_mentions').where('post_id', '=', post.id);
  if (ids.length > 0) stale = stale.where('user_id', 'not in', ids);
  await stale.execute();
  if (ids.length === 0) return [];
  const already = await db
    .selectFrom('board_mentions')
    .select('user_id')
    .where('post_id', '=', post.id)
    .execute();
  const known = new Set(already.map((row) => row.user_id));
  await db
    .insertInto('board_mentions')
    .values(
      ids.map((userId) => ({
        post_id: post.id,
        user_id: userId,
        course_id: post.course_id,
        created_at: at,
      })),
    )
    .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
    .execute();
  return ids.filter((id) => !known.has(id));
}
