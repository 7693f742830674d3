import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { FormerPostsRule } from '../../../common/academy/courses';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { applyFormerPostsRule } from '../academy-board/former-participant';
import { refreshMemberCounts } from '../academy-dashboard/member-counts';
import { courseScope, courseStaffScope } from '../academy-live/scopes';

/**
 * Deletes what a participant wrote and did in one course, in the caller's transaction: their
 * reflections (with every version and the feedback on them), lesson progress and early
 * unlocks; their board posts follow the course's rule (decision 0021). Used when they leave
 * and, for each course, when they delete their account.
 */
export async function forgetParticipation(
  trx: Transaction<Database>,
  { courseId, userId, rule }: { courseId: string; userId: string; rule: FormerPostsRule },
): Promise<void> {
  await trx
    .deleteFrom('course_reflections')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('lesson_progress')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .deleteFrom('course_unlocks')
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .execute();
  await applyFormerPostsRule(trx, courseId, userId, rule);
}

/**
 * The participant leaves the course (issue 13, point 15): the membership stays as 'left' (so
 * the course's history knows a former participant), everything of theirs in the course is
 * deleted (forgetParticipation), the counts are recounted, and the instructors' open pages
 * hear of it. Only an active membership changes, so a second click changes nothing; rejoining
 * later by link starts afresh, since nothing of the first time is left.
 */
export async function leaveCourse(
  app: FastifyInstance,
  {
    courseId,
    userId,
    rule,
    now = new Date(),
  }: { courseId: string; userId: string; rule: FormerPostsRule; now?: Date },
): Promise<void> {
  const changed = await app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('course_members')
      .set({ status: 'left', updated_at: now.toISOString() })
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('role', '=', 'participant')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await forgetParticipation(trx, { courseId, userId, rule });
    await refreshMemberCounts(trx, courseId, userId);
    // The rule applied is written down with the leaving: what became of their posts.
    await writeAudit(trx, {
      action: 'course_left',
      actorType: 'user',
      actorId: userId,
      targetType: 'course',
      targetId: courseId,
      details: { formerPosts: rule },
    });
    return true;
  });
  if (!changed) return;
  await Promise.all([
    app.live.publish({ type: 'participant', scope: courseStaffScope(courseId), id: userId }),
    app.live.publish({ type: 'participant', scope: courseScope(courseId), id: userId }),
  ]);
}
