import type { Kysely } from 'kysely';
import type { PostStatus } from '../../../common/academy/board';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import type { CreateThreadInput } from '../../../common/schemas/academy-board';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { NotificationRecipient } from '../academy-notifications/notify';
import type { Board } from './board-access';
import { noticeOfPost } from './board-notices';
import { findPost } from './find-post';
import { cleanBody, recordMentions } from './mentions';
import type { PostRow } from './post-views';
import { refreshThread } from './thread-state';

/** A participant's post waits for approval when the course pre-moderates; staff posts never. */
const statusFor = (board: Board): PostStatus =>
  !board.staff && board.course.board_premoderation === 1 ? 'pending' : 'published';

/**
 * The post this author already made with this client id (a double click, a retry), or
 * undefined. One made with the same id somewhere else is a client bug: 400.
 */
async function earlier(
  db: Kysely<Database>,
  board: Board,
  clientId: string,
  threadId: string | null,
): Promise<PostRow | undefined> {
  const row = await db
    .selectFrom('board_posts')
    .selectAll()
    .where('author_id', '=', board.account.id)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (row && (row.course_id !== board.course.id || row.thread_id !== threadId)) {
    throw new AppError('BAD_REQUEST', { clientId: M.clientIdInvalid });
  }
  return row;
}

/** Who was told of the change, announced by the route once it is committed. */
export type Notices = NotificationRecipient[];

async function insertPost(
  db: Kysely<Database>,
  values: PostRow,
  notices: Notices,
): Promise<PostRow> {
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('board_posts')
      .values(values)
      .onConflict((conflict) => conflict.columns(['author_id', 'client_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    const newlyMentioned = await recordMentions(trx, values, values.created_at);
    if (values.thread_id) await refreshThread(trx, values.thread_id);
    notices.push(...(await noticeOfPost(trx, values, { newlyMentioned, isNew: true })));
  });
  return values;
}

const blankPost = (board: Board, at: string) => ({
  course_id: board.course.id,
  author_id: board.account.id,
  author_former: 0,
  status: statusFor(board),
  hidden: 0,
  pinned: 0,
  locked: 0,
  post_first: 0,
  gone: null,
  reply_count: 0,
  edited_at: null,
  last_activity_at: at,
  created_at: at,
});

export async function createThread(
  db: Kysely<Database>,
  board: Board,
  input: CreateThreadInput,
  notices: Notices,
  now = new Date(),
): Promise<PostRow> {
  const again = await earlier(db, board, input.clientId, null);
  if (again) return again;
  if (input.lessonId) {
    const lesson = await db
      .selectFrom('course_lessons')
      .select('id')
      .where('id', '=', input.lessonId)
      .where('course_id', '=', board.course.id)
      .executeTakeFirst();
    if (!lesson) throw new AppError('BAD_REQUEST', { lessonId: M.lessonNotFound });
  }
  const body = await cleanBody(db, board.course, input.body);
  const at = now.toISOString();
  await insertPost(
    db,
    {
      ...blankPost(board, at),
      id: crypto.randomUUID(),
      thread_id: null,
      lesson_id: input.lessonId ?? null,
      client_id: input.clientId,
      title: input.title,
      body,
      post_first: board.staff && input.postFirst ? 1 : 0,
    },
    notices,
  );
  return (await earlier(db, board, input.clientId, null))!;
}

export async function createReply(
  db: Kysely<Database>,
  board: Board,
  threadId: string,
  input: { clientId: string; body: string },
  notices: Notices,
  now = new Date(),
): Promise<PostRow> {
  const thread = await findPost(db, board, threadId, 'thread');
  const again = await earlier(db, board, input.clientId, thread.id);
  if (again) return again;
  if (thread.locked === 1) throw new AppError('CONFLICT', { thread: M.locked });
  if (thread.status !== 'published' && !board.staff) {
    throw new AppError('CONFLICT', { thread: M.threadPending });
  }
  const body = await cleanBody(db, board.course, input.body);
  const at = now.toISOString();
  await insertPost(
    db,
    {
      ...blankPost(board, at),
      id: crypto.randomUUID(),
      thread_id: thread.id,
      lesson_id: null,
      client_id: input.clientId,
      title: null,
      body,
    },
    notices,
  );
  return (await earlier(db, board, input.clientId, thread.id))!;
}

/** The author's own post, still there: others get 403 (or 404 when they cannot see it). */
async function ownPost(db: Kysely<Database>, board: Board, postId: string): Promise<PostRow> {
  const post = await findPost(db, board, postId);
  if (post.author_id !== board.account.id) throw new AppError('FORBIDDEN', { post: M.notAuthor });
  if (post.gone) throw new AppError('CONFLICT', { post: M.gone });
  return post;
}

/** The author edits: the post is marked edited (with the time) and its mentions follow. */
export async function editPost(
  db: Kysely<Database>,
  board: Board,
  postId: string,
  input: { title?: string; body: string },
  notices: Notices,
  now = new Date(),
): Promise<PostRow> {
  const post = await ownPost(db, board, postId);
  const body = await cleanBody(db, board.course, input.body);
  const at = now.toISOString();
  const title = post.thread_id === null && input.title !== undefined ? input.title : post.title;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('board_posts')
      .set({ body, title, edited_at: at })
      .where('id', '=', post.id)
      .execute();
    const newlyMentioned = await recordMentions(trx, { ...post, body }, at);
    notices.push(...(await noticeOfPost(trx, post, { newlyMentioned, isNew: false })));
  });
  return { ...post, body, title, edited_at: at };
}

/**
 * The author deletes: a post nobody answered goes; a thread with replies stays as "This post
 * was deleted" so the thread still reads. Deleting again finds nothing to do (404).
 */
export async function deletePost(
  db: Kysely<Database>,
  board: Board,
  postId: string,
): Promise<PostRow> {
  const post = await ownPost(db, board, postId);
  await db.transaction().execute(async (trx) => {
    const replies =
      post.thread_id === null
        ? await trx
            .selectFrom('board_posts')
            .select('id')
            .where('thread_id', '=', post.id)
            .limit(1)
            .execute()
        : [];
    if (replies.length > 0) {
      await trx
        .updateTable('board_posts')
        .set({ gone: 'deleted', body: '', title: '' })
        .where('id', '=', post.id)
        .execute();
      await trx.deleteFrom('board_mentions').where('post_id', '=', post.id).execute();
    } else {
      await trx.deleteFrom('board_posts').where('id', '=', post.id).execute();
    }
    if (post.thread_id) await refreshThread(trx, post.thread_id);
  });
  return post;
}
