import type { Transaction } from 'kysely';
import { forgetMentionsOf } from '../../../common/academy/board-html';
import type { Database } from '../../db/schema';
import { refreshThread } from './thread-state';

/**
 * What a participant's board posts become when they leave the course or delete their account
 * (issue 13, point 15), by the course's `former_posts` rule. Called by the privacy module
 * inside its own transaction.
 *
 * - 'former': the posts stay, shown as by "Former participant": the author's id is cleared
 *   (author_former 1), so no page can name them again.
 * - 'remove': their replies are deleted; their threads too, except a thread others answered,
 *   which stays as "This post was removed" (no title, no words) so the replies still read.
 *
 * Either way their mentions in others' posts become a mention of nobody (shown as "Former
 * participant"), and their mention rows, reports and mute in the course go.
 */
export async function applyFormerPostsRule(
  trx: Transaction<Database>,
  courseId: string,
  userId: string,
  rule: 'former' | 'remove',
): Promise<void> {
  const own = await trx
    .selectFrom('board_posts')
    .select(['id', 'thread_id'])
    .where('course_id', '=', courseId)
    .where('author_id', '=', userId)
    .execute();
  const touchedThreads = new Set(own.flatMap((post) => (post.thread_id ? [post.thread_id] : [])));

  if (rule === 'former') {
    await trx
      .updateTable('board_posts')
      .set({ author_id: null, author_former: 1, client_id: null })
      .where('course_id', '=', courseId)
      .where('author_id', '=', userId)
      .execute();
  } else {
    await trx
      .deleteFrom('board_posts')
      .where('course_id', '=', courseId)
      .where('author_id', '=', userId)
      .where('thread_id', 'is not', null)
      .execute();
    const threads = own.filter((post) => post.thread_id === null).map((post) => post.id);
    if (threads.length > 0) {
      const answered = await trx
        .selectFrom('board_posts')
        .select('thread_id')
        .distinct()
        .where('thread_id', 'in', threads)
        .execute();
      const kept = answered.map((row) => row.thread_id!);
      const unanswered = threads.filter((id) => !kept.includes(id));
      if (unanswered.length > 0) {
        await trx.deleteFrom('board_posts').where('id', 'in', unanswered).execute();
      }
      if (kept.length > 0) {
        await trx
          .updateTable('board_posts')
          .set({
            author_id: null,
            author_former: 1,
            client_id: null,
            gone: 'removed',
            title: '',
            body: '',
          })
          .where('id', 'in', kept)
          .execute();
        await trx.deleteFrom('board_mentions').where('post_id', 'in', kept).execute();
      }
    }
  }

  // Their name must not survive in others' posts either.
  const mentioning = await trx
    .selectFrom('board_posts')
    .select(['id', 'body'])
    .where('course_id', '=', courseId)
    .where('body', 'like', `%data-mention="${userId}"%`)
    .execute();
  for (const post of mentioning) {
    await trx
      .updateTable('board_posts')
      .set({ body: forgetMentionsOf(post.body, userId) })
      .where('id', '=', post.id)
      .execute();
  }
  await trx
    .deleteFrom('board_mentions')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('board_reports')
    .where('course_id', '=', courseId)
    .where('reporter_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('board_mutes')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  for (const threadId of touchedThreads) await refreshThread(trx, threadId);
}
