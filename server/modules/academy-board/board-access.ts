import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { muteHolds } from '../../../common/academy/board';
import { BOARD_MESSAGES as M } from '../../../common/academy/board-messages';
import type { BoardViewer } from '../../../common/schemas/academy-board';
import { isCourseStaff, loadCourse, type LoadedCourse } from '../../access/course-role';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** A course's board as the caller reaches it: through the course's access rule, always. */
export interface Board extends LoadedCourse {
  staff: boolean;
  /** The caller's mute: its end (null: until unmuted), or undefined when not muted. */
  mutedUntil: string | null | undefined;
}

/** The board of a course the caller is a member of (404 for anyone else, 401 for nobody). */
export async function loadBoard(
  request: FastifyRequest,
  courseId: string,
  need: 'member' | 'staff' = 'member',
  now = new Date(),
): Promise<Board> {
  const loaded = await loadCourse(request, courseId, need);
  const staff = isCourseStaff(loaded.role);
  const mutedUntil = staff
    ? undefined
    : await activeMute(request.server.db, courseId, loaded.account.id, now);
  return { ...loaded, staff, mutedUntil };
}

/** The end of the member's mute on the course's board if it still holds at `now`. */
export async function activeMute(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
  now: Date,
): Promise<string | null | undefined> {
  const mute = await db
    .selectFrom('board_mutes')
    .select('until')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return mute && muteHolds(mute.until, now) ? mute.until : undefined;
}

/** Refuses a write on an archived course (409) or by a muted participant (403, with the end). */
export function assertMayWrite(board: Board): void {
  if (board.course.status === 'archived') throw new AppError('CONFLICT', { board: M.archived });
  if (board.mutedUntil !== undefined) {
    throw new AppError('FORBIDDEN', { board: M.muted(board.mutedUntil) });
  }
}

/** The caller's standing on the board, for the pages. */
export async function viewerOf(db: Kysely<Database>, board: Board): Promise<BoardViewer> {
  const lessons = await db
    .selectFrom('course_lessons as l')
    .innerJoin('course_chapters as c', 'c.id', 'l.chapter_id')
    .select(['l.id', 'l.title'])
    .where('l.course_id', '=', board.course.id)
    .orderBy('c.position')
    .orderBy('l.position')
    .execute();
  const muted = board.mutedUntil !== undefined;
  return {
    userId: board.account.id,
    staff: board.staff,
    muted,
    mutedUntil: board.mutedUntil ?? null,
    mutedMessage: muted ? M.muted(board.mutedUntil ?? null) : null,
    premoderation: board.course.board_premoderation === 1,
    postFirst: board.course.board_post_first === 1,
    archived: board.course.status === 'archived',
    lessons,
  };
}
