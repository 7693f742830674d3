import type { Kysely } from 'kysely';
import type { ChildFeedAnswer } from '../../../common/schemas/family';
import type { Database } from '../../db/schema';
import { childPublishedBooks, childWorkRows } from './child-work-rows';

/** How many pieces the feed shows: a school year of weekly writing, and a bound on the work. */
export const FEED_LIMIT = 60;

/** Only work the teacher has looked at is shared with the family (issue 12, point 2). */
const SHARED_STATUSES = ['approved', 'returned'] as const;

/**
 * A linked child's feed: their approved and returned work, newest first, each with the
 * teacher's feedback, and the published books they are in. The caller has already checked
 * that the parent is linked to this child (requireParentOf).
 */
export async function getChildFeed(
  db: Kysely<Database>,
  studentId: string,
): Promise<ChildFeedAnswer> {
  const child = await db
    .selectFrom('students')
    .select(['first_name'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const rows = await childWorkRows(db, studentId, {
    statuses: SHARED_STATUSES,
    limit: FEED_LIMIT,
  });
  return {
    studentId,
    firstName: child.first_name,
    pieces: rows.map(({ teacherEmail: _private, ...piece }) => ({
      ...piece,
      status: piece.status === 'approved' ? 'approved' : 'returned',
    })),
    books: await childPublishedBooks(db, studentId),
  };
}
