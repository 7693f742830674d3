import type { Kysely } from 'kysely';
import { muteEndsAt, type MuteDuration } from '../../../common/academy/board';
import { BOARD_COPY } from '../../../common/academy/board-copy';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import type { ModerationAnswer } from '../../../common/schemas/academy-board';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Board } from './board-access';
import { noticeOfPost, noticeOfReport } from './board-notices';
import { findPost } from './find-post';
import { recordMentions } from './mentions';
import { membersById } from './members';
import { namesFor, postView, type PostRow } from './post-views';
import { refreshThread } from './thread-state';
import type { Notices } from './write-posts';

/** Instructors' moderation of a course's board (issue 13, point 14). Callers checked 'staff'. */

export async function setThreadSettings(
  db: Kysely<Database>,
  board: Board,
  threadId: string,
  settings: { pinned?: boolean; locked?: boolean },
): Promise<PostRow> {
  const thread = await findPost(db, board, threadId, 'thread');
  const set = {
    ...(settings.pinned !== undefined ? { pinned: settings.pinned ? 1 : 0 } : {}),
    ...(settings.locked !== undefined ? { locked: settings.locked ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length > 0) {
    await db.updateTable('board_posts').set(set).where('id', '=', thread.id).execute();
  }
  return { ...thread, ...set };
}

/** Hides or shows a thread or reply; hiding also closes the post's open reports. */
export async function setHidden(
  db: Kysely<Database>,
  board: Board,
  postId: string,
  hidden: boolean,
  now = new Date(),
): Promise<PostRow> {
  const post = await findPost(db, board, postId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('board_posts')
      .set({ hidden: hidden ? 1 : 0 })
      .where('id', '=', post.id)
      .execute();
    if (hidden) {
      await trx
        .updateTable('board_reports')
        .set({ status: 'hidden', resolved_by: board.account.id, resolved_at: now.toISOString() })
        .where('post_id', '=', post.id)
        .where('status', '=', 'open')
        .execute();
    }
    if (post.thread_id) await refreshThread(trx, post.thread_id);
  });
  return { ...post, hidden: hidden ? 1 : 0 };
}

/** Approves or rejects a post waiting under pre-moderation (409 once decided). */
export async function decideApproval(
  db: Kysely<Database>,
  board: Board,
  postId: string,
  decision: 'approve' | 'reject',
  notices: Notices,
  now = new Date(),
): Promise<PostRow> {
  const post = await findPost(db, board, postId);
  const status = decision === 'approve' ? 'published' : 'rejected';
  if (post.status === status) return post;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('board_posts')
      .set({ status, ...(status === 'published' ? { last_activity_at: at } : {}) })
      .where('id', '=', post.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      throw new AppError('CONFLICT', { post: M.notPending });
    }
    const newlyMentioned = await recordMentions(trx, { ...post, status }, at);
    if (post.thread_id) await refreshThread(trx, post.thread_id);
    // Approved, the post reaches its readers now: as if it had just been written.
    notices.push(
      ...(await noticeOfPost(trx, { ...post, status }, { newlyMentioned, isNew: true })),
    );
  });
  return { ...post, status };
}

/** A member reports a post they see, with an optional reason: once per post and person. */
export async function reportPost(
  db: Kysely<Database>,
  board: Board,
  postId: string,
  reason: string,
  notices: Notices,
  now = new Date(),
): Promise<PostRow> {
  const post = await findPost(db, board, postId);
  if (post.author_id === board.account.id) {
    throw new AppError('BAD_REQUEST', { post: M.cannotReportOwn });
  }
  await db.transaction().execute(async (trx) => {
    const reported = await trx
      .insertInto('board_reports')
      .values({
        id: crypto.randomUUID(),
        course_id: board.course.id,
        post_id: post.id,
        reporter_id: board.account.id,
        reason,
        status: 'open',
        resolved_by: null,
        resolved_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['post_id', 'reporter_id']).doNothing())
      .executeTakeFirst();
    // A repeated report is harmless: it tells the instructors once.
    if (Number(reported.numInsertedOrUpdatedRows ?? 0) === 0) return;
    notices.push(...(await noticeOfReport(trx, post, board.account.id)));
  });
  return post;
}

/** Hides a report's post (closing all its reports) or dismisses the report. */
export async function actOnReport(
  db: Kysely<Database>,
  board: Board,
  reportId: string,
  action: 'hide' | 'dismiss',
  now = new Date(),
): Promise<PostRow> {
  const report = await db
    .selectFrom('board_reports')
    .select(['id', 'post_id', 'status'])
    .where('id', '=', reportId)
    .where('course_id', '=', board.course.id)
    .executeTakeFirst();
  if (!report) throw new AppError('NOT_FOUND', { report: M.reportNotFound });
  if (action === 'hide') return setHidden(db, board, report.post_id, true, now);
  await db
    .updateTable('board_reports')
    .set({ status: 'dismissed', resolved_by: board.account.id, resolved_at: now.toISOString() })
    .where('id', '=', report.id)
    .where('status', '=', 'open')
    .execute();
  return findPost(db, board, report.post_id);
}

/** The participant to mute: an active participant of the course (staff: 403; others: 404). */
async function participantOf(db: Kysely<Database>, board: Board, userId: string) {
  const member = (await membersById(db, board.course.id, board.course.owner_id, [userId])).get(
    userId,
  );
  if (!member) throw new AppError('NOT_FOUND', { user: M.memberNotFound });
  if (member.role !== 'participant') {
    throw new AppError('FORBIDDEN', { user: M.cannotMuteStaff });
  }
  return member;
}

export async function muteParticipant(
  db: Kysely<Database>,
  board: Board,
  userId: string,
  duration: MuteDuration,
  now = new Date(),
): Promise<void> {
  await participantOf(db, board, userId);
  const until = muteEndsAt(duration, now);
  await db
    .insertInto('board_mutes')
    .values({
      course_id: board.course.id,
      user_id: userId,
      until,
      muted_by: board.account.id,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['course_id', 'user_id']).doUpdateSet({ until, muted_by: board.account.id }),
    )
    .execute();
}

export async function unmuteParticipant(
  db: Kysely<Database>,
  board: Board,
  userId: string,
): Promise<void> {
  await db
    .deleteFrom('board_mutes')
    .where('course_id', '=', board.course.id)
    .where('user_id', '=', userId)
    .execute();
}

/** The staff's moderation screen: open reports, posts waiting for approval, current mutes. */
export async function moderationQueue(
  db: Kysely<Database>,
  board: Board,
  now = new Date(),
): Promise<ModerationAnswer> {
  const [reports, pending, mutes] = await Promise.all([
    db
      .selectFrom('board_reports')
      .select(['id', 'post_id', 'reporter_id', 'reason', 'status', 'created_at'])
      .where('course_id', '=', board.course.id)
      .where('status', '=', 'open')
      .orderBy('created_at')
      .limit(200)
      .execute(),
    db
      .selectFrom('board_posts')
      .selectAll()
      .where('course_id', '=', board.course.id)
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .limit(200)
      .execute(),
    db
      .selectFrom('board_mutes')
      .select(['user_id', 'until'])
      .where('course_id', '=', board.course.id)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now.toISOString())]))
      .execute(),
  ]);
  const reportedPosts = reports.length
    ? await db
        .selectFrom('board_posts')
        .selectAll()
        .where('id', 'in', [...new Set(reports.map((r) => r.post_id))])
        .execute()
    : [];
  const posts = [...reportedPosts, ...pending];
  const threadIds = [...new Set(posts.map((p) => p.thread_id).filter((id) => id !== null))];
  const titles = new Map(
    (threadIds.length
      ? await db
          .selectFrom('board_posts')
          .select(['id', 'title'])
          .where('id', 'in', threadIds)
          .execute()
      : []
    ).map((row) => [row.id, row.title ?? '']),
  );
  const names = await namesFor(db, board, posts);
  const people = await membersById(db, board.course.id, board.course.owner_id, [
    ...reports.map((r) => r.reporter_id),
    ...mutes.map((m) => m.user_id),
  ]);
  const quoted = (row: PostRow) => ({
    ...postView(row, names, board, new Set()),
    threadTitle: row.thread_id ? (titles.get(row.thread_id) ?? '') : (row.title ?? ''),
  });
  const byId = new Map(reportedPosts.map((row) => [row.id, row]));
  return {
    reports: reports.flatMap((report) => {
      const post = byId.get(report.post_id);
      if (!post) return [];
      return [
        {
          id: report.id,
          reason: report.reason,
          status: report.status,
          createdAt: report.created_at,
          reporter: people.get(report.reporter_id)?.name ?? BOARD_COPY.formerParticipant,
          post: quoted(post),
        },
      ];
    }),
    pending: pending.map(quoted),
    mutes: mutes.flatMap((mute) => {
      const person = people.get(mute.user_id);
      return person ? [{ userId: mute.user_id, name: person.name, until: mute.until }] : [];
    }),
  };
}
