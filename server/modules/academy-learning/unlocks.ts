import type { FastifyRequest } from 'fastify';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import type { ParticipantUnlocks } from '../../../common/schemas/academy-learning';
import { loadCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { loadLearnerFacts, loadStructures, outlineOf } from './outline';

/**
 * An instructor opens a locked chapter or lesson for one participant, or closes it again
 * (issue 13, point 7). Staff only; the participant must be in the course and the item part of
 * it. Both directions are idempotent.
 */
export async function setUnlock(
  request: FastifyRequest,
  courseId: string,
  { userId, itemId }: { userId: string; itemId: string },
  unlocked: boolean,
): Promise<{ unlocked: boolean }> {
  const { account, course } = await loadCourse(request, courseId, 'staff');
  const db = request.server.db;
  const [member, chapter, lesson] = await Promise.all([
    db
      .selectFrom('course_members')
      .select('user_id')
      .where('course_id', '=', course.id)
      .where('user_id', '=', userId)
      .where('role', '=', 'participant')
      .where('status', '=', 'active')
      .executeTakeFirst(),
    db
      .selectFrom('course_chapters')
      .select('id')
      .where('id', '=', itemId)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
    db
      .selectFrom('course_lessons')
      .select('id')
      .where('id', '=', itemId)
      .where('course_id', '=', course.id)
      .executeTakeFirst(),
  ]);
  if (!member) throw new AppError('NOT_FOUND', { userId: LEARNING_MESSAGES.participantNotFound });
  if (!chapter && !lesson) {
    throw new AppError('NOT_FOUND', { itemId: LEARNING_MESSAGES.itemNotFound });
  }
  if (unlocked) {
    await db
      .insertInto('course_unlocks')
      .values({
        course_id: course.id,
        user_id: userId,
        item_id: itemId,
        unlocked_by: account.id,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['course_id', 'user_id', 'item_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('course_unlocks')
      .where('course_id', '=', course.id)
      .where('user_id', '=', userId)
      .where('item_id', '=', itemId)
      .execute();
  }
  return { unlocked };
}

/**
 * What is open and closed for one participant, as they see it now, and what an instructor
 * unlocked for them: the instructor's "Unlock a lesson…" on the participants dashboard.
 * Staff only; the participant must be an active member.
 */
export async function participantUnlocks(
  request: FastifyRequest,
  courseId: string,
  userId: string,
  now = new Date(),
): Promise<ParticipantUnlocks> {
  const { course } = await loadCourse(request, courseId, 'staff');
  const db = request.server.db;
  const member = await db
    .selectFrom('course_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('m.course_id', '=', course.id)
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'participant')
    .where('m.status', '=', 'active')
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', { userId: LEARNING_MESSAGES.participantNotFound });
  const [structures, facts] = await Promise.all([
    loadStructures(db, [course.id]),
    loadLearnerFacts(db, member.id, [course.id]),
  ]);
  const learner = facts.get(course.id)!;
  const outline = outlineOf(structures.get(course.id)!, learner, { now, preview: false });
  const unlocked = (id: string) => learner.unlockedItemIds.has(id);
  return {
    participant: { id: member.id, name: `${member.first_name} ${member.last_name}`.trim() },
    chapters: outline.chapters.map((chapter) => ({
      ...chapter,
      unlocked: unlocked(chapter.id),
      lessons: chapter.lessons.map((lesson) => ({ ...lesson, unlocked: unlocked(lesson.id) })),
    })),
  };
}
