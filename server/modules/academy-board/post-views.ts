import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { BOARD_COPY } from '../../../common/academy/board-copy';
import {
  mentionedIds,
  sanitizeBoardHtml,
  withMentionNames,
} from '../../../common/academy/board-html';
import type { BoardAuthor, BoardPost, ThreadSummary } from '../../../common/schemas/academy-board';
import type { BoardPostsTable, Database } from '../../db/schema';
import type { Board } from './board-access';
import { membersById } from './members';

export type PostRow = Selectable<BoardPostsTable>;

/**
 * Which posts a caller sees. Staff: all. A participant: published posts that are not hidden,
 * and their own posts waiting for approval or not approved (labelled so).
 */
export function visibleTo(board: Board) {
  return (eb: ExpressionBuilder<Database, 'board_posts'>) =>
    board.staff
      ? sql<SqlBool>`1 = 1`
      : eb.and([
          eb('board_posts.hidden', '=', 0),
          eb.or([
            eb('board_posts.status', '=', 'published'),
            eb('board_posts.author_id', '=', board.account.id),
          ]),
        ]);
}

const FORMER: BoardAuthor = { id: null, name: BOARD_COPY.formerParticipant, role: 'former' };

/** Everything needed to show a set of posts: their authors' and mentioned members' names. */
export async function namesFor(db: Kysely<Database>, board: Board, rows: PostRow[]) {
  const ids = rows.flatMap((row) => [
    ...(row.author_id ? [row.author_id] : []),
    ...mentionedIds(row.body),
  ]);
  const members = await membersById(db, board.course.id, board.course.owner_id, ids);
  const names = new Map([...members].map(([id, member]) => [id, member.name]));
  const authorOf = (row: PostRow): BoardAuthor => {
    const member = row.author_id ? members.get(row.author_id) : undefined;
    return member ?? FORMER;
  };
  const bodyOf = (row: PostRow) =>
    row.gone ? '' : withMentionNames(sanitizeBoardHtml(row.body), names, FORMER.name);
  return { authorOf, bodyOf };
}

type Names = Awaited<ReturnType<typeof namesFor>>;

export function postView(
  row: PostRow,
  names: Names,
  board: Board,
  reported: ReadonlySet<string>,
): BoardPost {
  return {
    id: row.id,
    threadId: row.thread_id,
    author: names.authorOf(row),
    body: names.bodyOf(row),
    gone: row.gone,
    status: row.status,
    hidden: row.hidden === 1,
    editedAt: row.edited_at,
    createdAt: row.created_at,
    mine: row.author_id !== null && row.author_id === board.account.id,
    reportedByMe: reported.has(row.id),
  };
}

export function threadSummary(
  row: PostRow,
  names: Names,
  lessons: ReadonlyMap<string, string>,
): ThreadSummary {
  const lessonTitle = row.lesson_id ? lessons.get(row.lesson_id) : undefined;
  return {
    id: row.id,
    title: row.gone ? BOARD_COPY.gone[row.gone] : (row.title ?? ''),
    author: names.authorOf(row),
    gone: row.gone,
    status: row.status,
    hidden: row.hidden === 1,
    pinned: row.pinned === 1,
    locked: row.locked === 1,
    postFirst: row.post_first === 1,
    replyCount: row.reply_count,
    lesson: row.lesson_id && lessonTitle ? { id: row.lesson_id, title: lessonTitle } : null,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
  };
}

/** The ids among `postIds` the caller has reported. */
export async function reportedBy(
  db: Kysely<Database>,
  userId: string,
  postIds: string[],
): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('board_reports')
    .select('post_id')
    .where('reporter_id', '=', userId)
    .where('post_id', 'in', postIds)
    .execute();
  return new Set(rows.map((row) => row.post_id));
}
