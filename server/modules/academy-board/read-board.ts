import type { Kysely } from 'kysely';
import { BOARD_LIMITS } from '../../../common/academy/board';
import type { BoardPage, ThreadAnswer } from '../../../common/schemas/academy-board';
import type { Database } from '../../db/schema';
import { viewerOf, type Board } from './board-access';
import { findPost } from './find-post';
import { namesFor, postView, reportedBy, threadSummary, visibleTo } from './post-views';

/**
 * A board page: the course's threads the caller sees, pinned first, then by latest activity,
 * 50 a page (or only those about one lesson). A deleted thread nobody answered is gone; one
 * with replies stays as "This post was deleted".
 */
export async function readBoardPage(
  db: Kysely<Database>,
  board: Board,
  { page, lessonId }: { page: number; lessonId?: string },
): Promise<BoardPage> {
  let base = db
    .selectFrom('board_posts')
    .where('course_id', '=', board.course.id)
    .where('thread_id', 'is', null)
    .where(visibleTo(board));
  if (lessonId) base = base.where('lesson_id', '=', lessonId);
  const [counted, rows, viewer] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('pinned', 'desc')
      .orderBy('last_activity_at', 'desc')
      .orderBy('id')
      .limit(BOARD_LIMITS.page)
      .offset((page - 1) * BOARD_LIMITS.page)
      .execute(),
    viewerOf(db, board),
  ]);
  const names = await namesFor(db, board, rows);
  const lessons = new Map(viewer.lessons.map((lesson) => [lesson.id, lesson.title]));
  const total = Number(counted?.total ?? 0);
  return {
    courseTitle: board.course.title,
    threads: rows.map((row) => threadSummary(row, names, lessons)),
    page,
    pageCount: Math.max(1, Math.ceil(total / BOARD_LIMITS.page)),
    total,
    viewer,
  };
}

/**
 * A thread with its replies, oldest first. In a reflection thread of a course with "post
 * before you see replies", a participant who has not replied sees how many replies wait, not
 * the replies.
 */
export async function readThread(
  db: Kysely<Database>,
  board: Board,
  threadId: string,
): Promise<ThreadAnswer> {
  const thread = await findPost(db, board, threadId, 'thread');
  const [replies, viewer] = await Promise.all([
    db
      .selectFrom('board_posts')
      .selectAll()
      .where('thread_id', '=', thread.id)
      .where(visibleTo(board))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    viewerOf(db, board),
  ]);
  const mustPostFirst =
    !board.staff &&
    viewer.postFirst &&
    thread.post_first === 1 &&
    !replies.some((reply) => reply.author_id === board.account.id);
  const shown = mustPostFirst ? [] : replies;
  const names = await namesFor(db, board, [thread, ...shown]);
  const reported = await reportedBy(db, board.account.id, [thread.id, ...shown.map((r) => r.id)]);
  const lessons = new Map(viewer.lessons.map((lesson) => [lesson.id, lesson.title]));
  const main = postView(thread, names, board, reported);
  return {
    courseTitle: board.course.title,
    thread: {
      ...threadSummary(thread, names, lessons),
      body: main.body,
      editedAt: main.editedAt,
      mine: main.mine,
      reportedByMe: main.reportedByMe,
    },
    replies: shown.map((reply) => postView(reply, names, board, reported)),
    repliesWaiting: mustPostFirst ? replies.length : null,
    viewer,
  };
}
