import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { COURSE_LIMITS } from '../../../common/academy/courses';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import type { JoinLinkState } from '../../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import type { JoinLink, LinkSettings } from '../../../common/schemas/academy-sharing';
import { isOpenForJoining } from '../../access/course-joining';
import type { CourseRow } from '../../access/course-role';
import type { CourseJoinLinksTable, Database } from '../../db/schema';
import { AppError } from '../../errors';

export type JoinLinkRow = Selectable<CourseJoinLinksTable>;

/** A new join link token: COURSE_LIMITS.joinTokenBytes random bytes (192 bits), base64url. */
export const newJoinToken = () => randomBytes(COURSE_LIMITS.joinTokenBytes).toString('base64url');

/** The link as its instructors see it, with the absolute address to share. */
export const joinLinkView = (row: JoinLinkRow, academyBaseUrl: string): JoinLink => ({
  id: row.id,
  url: `${academyBaseUrl.replace(/\/+$/, '')}${ACADEMY_PATHS.joinLink(row.token)}`,
  expiresAt: row.expires_at,
  seatLimit: row.seat_limit,
  joinedCount: row.joined_count,
  createdAt: row.created_at,
});

/**
 * What a live link's page shows at `now`: a shut course first (nothing can be joined), then
 * an expired link, then a full one.
 */
export function joinLinkState(
  link: Pick<JoinLinkRow, 'expires_at' | 'seat_limit' | 'joined_count'>,
  course: Pick<CourseRow, 'status'>,
  now: Date,
): JoinLinkState {
  if (!isOpenForJoining(course)) return 'closed';
  if (link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime()) return 'expired';
  if (link.seat_limit !== null && link.joined_count >= link.seat_limit) return 'full';
  return 'open';
}

/** The course's live link (not regenerated away), or undefined. */
export const liveLinkOf = (db: Kysely<Database>, courseId: string) =>
  db
    .selectFrom('course_join_links')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/**
 * A new link for the course; the old one, if any, stops working at once. One live link per
 * course is kept by a unique index: when two regenerations race, the loser's insert fails and
 * both answer the link that won.
 */
export async function regenerateLink(
  db: Kysely<Database>,
  course: CourseRow,
  userId: string,
  now: Date,
): Promise<JoinLinkRow> {
  const stamp = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('course_join_links')
        .select(['expires_at', 'seat_limit'])
        .where('course_id', '=', course.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      await trx
        .updateTable('course_join_links')
        .set({ revoked_at: stamp })
        .where('course_id', '=', course.id)
        .where('revoked_at', 'is', null)
        .execute();
      const row: JoinLinkRow = {
        id: crypto.randomUUID(),
        course_id: course.id,
        token: newJoinToken(),
        // A new address, the same rules: the instructor set them for the course, not the token.
        expires_at: old?.expires_at ?? null,
        seat_limit: old?.seat_limit ?? null,
        joined_count: 0,
        revoked_at: null,
        created_by: userId,
        created_at: stamp,
      };
      await trx.insertInto('course_join_links').values(row).execute();
      return row;
    });
  } catch (error) {
    const winner = await liveLinkOf(db, course.id);
    if (winner) return winner;
    throw error;
  }
}

/** Sets the live link's expiry and seat limit; refuses a past date or fewer seats than joined. */
export async function updateLinkSettings(
  db: Kysely<Database>,
  courseId: string,
  settings: LinkSettings,
  now: Date,
): Promise<JoinLinkRow> {
  const link = await liveLinkOf(db, courseId);
  if (!link) throw new AppError('NOT_FOUND', { link: SHARING_MESSAGES.noLink });
  if (settings.expiresAt !== null && Date.parse(settings.expiresAt) <= now.getTime()) {
    throw new AppError('BAD_REQUEST', { expiresAt: SHARING_MESSAGES.expiryPast });
  }
  const expiresAt = settings.expiresAt === null ? null : new Date(settings.expiresAt).toISOString();
  // The seat check sits in the update itself, so a join landing meanwhile cannot slip under it.
  const result = await db
    .updateTable('course_join_links')
    .set({ expires_at: expiresAt, seat_limit: settings.seatLimit })
    .where('id', '=', link.id)
    .where('revoked_at', 'is', null)
    .$if(settings.seatLimit !== null, (query) =>
      query.where('joined_count', '<=', settings.seatLimit ?? 0),
    )
    .executeTakeFirst();
  const updated = await liveLinkOf(db, courseId);
  if (!updated) throw new AppError('NOT_FOUND', { link: SHARING_MESSAGES.noLink });
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError('BAD_REQUEST', {
      seatLimit: SHARING_MESSAGES.seatLimitBelowJoined(updated.joined_count),
    });
  }
  return updated;
}
