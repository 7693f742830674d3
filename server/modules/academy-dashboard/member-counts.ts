import { sql, type Kysely, type Transaction } from 'kysely';
import { AWAITING_REVIEW_STATUSES } from '../../../common/academy/reflections';
import type { Database } from '../../db/schema';
import { issueCertificateIfComplete } from '../academy-certificates/issue';

/**
 * Recounts one participant's lessons completed and reflections waiting and accepted into their
 * course_members row, from the rows themselves (a few indexed rows: course and user). Every
 * write that changes progress or a reflection's state calls it, so the participants dashboard
 * reads counts that are always the rows' own, and a missed call is mended by the next one.
 * The same moment issues the participant's certificate once the course's completion rule
 * holds (point 12): one call site for every change of progress or reflection.
 */
export async function refreshMemberCounts(
  db: Kysely<Database> | Transaction<Database>,
  courseId: string,
  userId: string,
): Promise<void> {
  const waiting = sql.join(AWAITING_REVIEW_STATUSES.map((status) => sql`${status}`));
  await db
    .updateTable('course_members')
    .set({
      completed_lessons: sql<number>`(select count(*) from lesson_progress
        where course_id = ${courseId} and user_id = ${userId} and completed_at is not null)`,
      waiting_reflections: sql<number>`(select count(*) from course_reflections
        where course_id = ${courseId} and user_id = ${userId} and status in (${waiting}))`,
      accepted_reflections: sql<number>`(select count(*) from course_reflections
        where course_id = ${courseId} and user_id = ${userId} and status = 'accepted')`,
    })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  await issueCertificateIfComplete(db, courseId, userId, new Date());
}
