import type { Transaction } from 'kysely';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { Database } from '../../db/schema';
import { courseStaffIds, displayNameOf } from '../academy-notifications/course-people';
import { notifyAcademy, type NotificationRecipient } from '../academy-notifications/notify';
import type { PostRow } from './post-views';

/**
 * Who hears of a board post (issue 13, point 14), recorded in the transaction that makes it:
 * - a post waiting for approval: the course's instructors, who open the moderation screen;
 * - a post that becomes visible: everyone it newly @mentions ("@mentions always notify"), and
 *   for a reply the thread's author, unless the reply mentions them already (one notice each);
 * - an edit that adds a name: that member.
 * The author is never told of their own post. What this answers is announced after the commit.
 */
export async function noticeOfPost(
  trx: Transaction<Database>,
  post: Pick<PostRow, 'id' | 'course_id' | 'thread_id' | 'title' | 'status' | 'author_id'>,
  { newlyMentioned, isNew }: { newlyMentioned: string[]; isNew: boolean },
): Promise<NotificationRecipient[]> {
  if (!post.author_id) return [];
  const thread = post.thread_id
    ? await trx
        .selectFrom('board_posts')
        .select(['id', 'title', 'author_id'])
        .where('id', '=', post.thread_id)
        .executeTakeFirst()
    : { id: post.id, title: post.title, author_id: post.author_id };
  if (!thread) return [];
  const common = {
    courseId: post.course_id,
    actorName: await displayNameOf(trx, post.author_id),
    subject: thread.title ?? '',
    actorUserId: post.author_id,
  };
  if (post.status === 'pending') {
    if (!isNew) return [];
    return notifyAcademy(trx, {
      ...common,
      kind: 'board_post_pending',
      recipientUserIds: await courseStaffIds(trx, post.course_id),
      link: ACADEMY_PATHS.boardModeration(post.course_id),
    });
  }
  if (post.status !== 'published') return [];
  const link = ACADEMY_PATHS.boardThread(post.course_id, thread.id);
  const mentioned = await notifyAcademy(trx, {
    ...common,
    kind: 'board_mention',
    recipientUserIds: newlyMentioned,
    link,
  });
  const threadAuthor = thread.author_id;
  const replied =
    isNew && post.thread_id && threadAuthor && !newlyMentioned.includes(threadAuthor)
      ? await notifyAcademy(trx, {
          ...common,
          kind: 'board_reply',
          recipientUserIds: [threadAuthor],
          link,
        })
      : [];
  return [...mentioned, ...replied];
}

/** A report reaches the course's instructors, who open the moderation screen. */
export async function noticeOfReport(
  trx: Transaction<Database>,
  post: Pick<PostRow, 'course_id' | 'thread_id' | 'title'>,
  reporterId: string,
): Promise<NotificationRecipient[]> {
  const thread = post.thread_id
    ? await trx
        .selectFrom('board_posts')
        .select('title')
        .where('id', '=', post.thread_id)
        .executeTakeFirst()
    : post;
  return notifyAcademy(trx, {
    kind: 'board_report',
    courseId: post.course_id,
    recipientUserIds: await courseStaffIds(trx, post.course_id),
    actorName: await displayNameOf(trx, reporterId),
    subject: thread?.title ?? '',
    link: ACADEMY_PATHS.boardModeration(post.course_id),
    actorUserId: reporterId,
  });
}
