import type { Kysely } from 'kysely';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import {
  completionReady,
  progressPercent,
  VIDEO_COMPLETE_WATCHED,
} from '../../../common/academy/progress';
import type { ProgressAnswer, ProgressBody } from '../../../common/schemas/academy-learning';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { refreshMemberCounts } from '../academy-dashboard/member-counts';
import { blocksOf, hasTrackedVideo, type LessonContext } from './lesson-context';
import type { LessonBlock } from '../../../common/schemas/academy-blocks';

/**
 * A participant's progress in a lesson (issue 13, point 10). Every write is conditional, so a
 * retried, repeated or out-of-order report never moves the watched part backwards or completes
 * twice, and two instances behind a balancer agree (the database decides).
 */
type Db = Kysely<Database>;
interface Where {
  lessonId: string;
  userId: string;
  courseId: string;
}

/** Makes sure the participant has a progress row for the lesson; an existing one is kept. */
async function ensureRow(db: Db, where: Where, now: string): Promise<void> {
  await db
    .insertInto('lesson_progress')
    .values({
      lesson_id: where.lessonId,
      user_id: where.userId,
      course_id: where.courseId,
      completed_at: null,
      last_viewed_at: now,
    })
    .onConflict((conflict) => conflict.columns(['lesson_id', 'user_id']).doNothing())
    .execute();
}

const rowOf = (db: Db, where: Where) =>
  db
    .updateTable('lesson_progress')
    .where('lesson_id', '=', where.lessonId)
    .where('user_id', '=', where.userId);

/** The participant opened the lesson: the row exists and remembers when. */
export async function recordView(db: Db, where: Where, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('lesson_progress')
    .values({
      lesson_id: where.lessonId,
      user_id: where.userId,
      course_id: where.courseId,
      completed_at: null,
      last_viewed_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['lesson_id', 'user_id']).doUpdateSet({ last_viewed_at: at }),
    )
    .execute();
}

/**
 * Whether the lesson's reflection is handed in (any state past the draft), or undefined when
 * the lesson asks for none: the second half of the completion rule (completionReady).
 */
export async function reflectionHandedIn(
  db: Db,
  lesson: { id: string; blocks: readonly LessonBlock[] },
  userId: string,
): Promise<boolean | undefined> {
  if (!lesson.blocks.some((block) => block.type === 'prompts')) return undefined;
  const row = await db
    .selectFrom('course_reflections')
    .select('status')
    .where('lesson_id', '=', lesson.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row && row.status !== 'draft';
}

/**
 * Completes a lesson with a video once both halves of the rule hold (watched to 90 % and the
 * reflection handed in), whichever came last: a progress report, or the hand-in.
 */
export async function completeWhenReady(
  db: Db,
  where: Where,
  blocks: readonly LessonBlock[],
  now: string,
): Promise<void> {
  if (!hasTrackedVideo(blocks)) return;
  const progress = await progressOf(db, where.lessonId, where.userId);
  const handedIn = await reflectionHandedIn(db, { id: where.lessonId, blocks }, where.userId);
  if (
    !completionReady({
      hasTrackedVideo: true,
      videoWatched: progress.videoWatched,
      reflectionHandedIn: handedIn,
    })
  ) {
    return;
  }
  await ensureRow(db, where, now);
  await rowOf(db, where)
    .set({ completed_at: now })
    .where('completed_at', 'is', null)
    .where('video_watched', '>=', VIDEO_COMPLETE_WATCHED)
    .execute();
  await refreshMemberCounts(db, where.courseId, where.userId);
}

/** The participant's row for the lesson, or the zeros of a lesson never opened. */
export async function progressOf(db: Db, lessonId: string, userId: string) {
  const row = await db
    .selectFrom('lesson_progress')
    .select(['completed_at', 'video_position', 'video_watched'])
    .where('lesson_id', '=', lessonId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    completed: !!row?.completed_at,
    videoPosition: row?.video_position ?? 0,
    videoWatched: row?.video_watched ?? 0,
  };
}

async function answer(db: Db, context: LessonContext, saved: boolean): Promise<ProgressAnswer> {
  const userId = context.loaded.account.id;
  const progress = await progressOf(db, context.lesson.id, userId);
  if (!saved) return { ...progress, progressPercent: context.outline.progressPercent, saved };
  const lessonIds = context.outline.lessons.map((lesson) => lesson.id);
  const done =
    lessonIds.length === 0
      ? []
      : await db
          .selectFrom('lesson_progress')
          .select('lesson_id')
          .where('user_id', '=', userId)
          .where('course_id', '=', context.loaded.course.id)
          .where('completed_at', 'is not', null)
          .where('lesson_id', 'in', lessonIds)
          .execute();
  return { ...progress, progressPercent: progressPercent(done.length, lessonIds.length), saved };
}

const whereOf = (context: LessonContext): Where => ({
  lessonId: context.lesson.id,
  userId: context.loaded.account.id,
  courseId: context.loaded.course.id,
});

/**
 * A report of the video's position and the furthest part watched (thousandths). The position
 * is where to resume; the part watched only grows; at 90 % the lesson completes by itself.
 */
export async function reportProgress(
  db: Db,
  context: LessonContext,
  body: ProgressBody,
): Promise<ProgressAnswer> {
  if (!hasTrackedVideo(blocksOf(context.lesson.blocks))) {
    throw new AppError('CONFLICT', { video: LEARNING_MESSAGES.noTrackedVideo });
  }
  if (context.preview) return answer(db, context, false);
  const where = whereOf(context);
  const now = new Date().toISOString();
  await ensureRow(db, where, now);
  await rowOf(db, where).set({ video_position: body.videoPosition, last_viewed_at: now }).execute();
  await rowOf(db, where)
    .set({ video_watched: body.videoWatched })
    .where('video_watched', '<', body.videoWatched)
    .execute();
  await completeWhenReady(db, where, blocksOf(context.lesson.blocks), now);
  return answer(db, context, true);
}

/**
 * Mark complete (a lesson without a tracked video, or one watched to 90 %) or not complete.
 * Repeating either changes nothing: the first completion's time is kept.
 */
export async function setCompleted(
  db: Db,
  context: LessonContext,
  completed: boolean,
): Promise<ProgressAnswer> {
  const where = whereOf(context);
  if (completed) {
    const progress = await progressOf(db, where.lessonId, where.userId);
    const blocks = blocksOf(context.lesson.blocks);
    const tracked = hasTrackedVideo(blocks);
    if (!completionReady({ hasTrackedVideo: tracked, videoWatched: progress.videoWatched })) {
      throw new AppError('CONFLICT', { lesson: LEARNING_MESSAGES.watchVideoFirst });
    }
    // An instructor previewing writes nothing, so their reflection is never asked for.
    const handedIn = context.preview
      ? undefined
      : await reflectionHandedIn(db, { id: where.lessonId, blocks }, where.userId);
    if (handedIn === false) {
      throw new AppError('CONFLICT', { lesson: LEARNING_MESSAGES.handInFirst });
    }
  }
  if (context.preview) return answer(db, context, false);
  const now = new Date().toISOString();
  await ensureRow(db, where, now);
  if (completed) {
    await rowOf(db, where).set({ completed_at: now }).where('completed_at', 'is', null).execute();
  } else {
    await rowOf(db, where).set({ completed_at: null }).execute();
  }
  await refreshMemberCounts(db, where.courseId, where.userId);
  return answer(db, context, true);
}
