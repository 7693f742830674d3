import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import type { ReleaseState } from '../../../common/academy/release';
import type { LessonBlock } from '../../../common/schemas/academy-blocks';
import { lessonBlocksSchema } from '../../../common/schemas/academy-blocks';
import { isCourseStaff, loadCourse, type LoadedCourse } from '../../access/course-role';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { loadLearnerFacts, loadStructures, NO_FACTS, outlineOf, type Outline } from './outline';

/** One lesson as a route needs it: the course, the caller's role, the outline and the state. */
export interface LessonContext {
  loaded: LoadedCourse;
  /** Staff previewing: everything open, nothing written. */
  preview: boolean;
  lesson: { id: string; title: string; chapterId: string; blocks: string };
  outline: Outline;
  state: ReleaseState;
}

const lessonNotFound = () =>
  new AppError('NOT_FOUND', { lesson: LEARNING_MESSAGES.lessonNotFound });

/** The course's outline as the caller sees it now (staff: a preview). */
export async function courseOutline(
  request: FastifyRequest,
  loaded: LoadedCourse,
): Promise<{ preview: boolean; outline: Outline }> {
  const db = request.server.db;
  const preview = isCourseStaff(loaded.role);
  const courseId = loaded.course.id;
  const [structures, facts] = await Promise.all([
    loadStructures(db, [courseId]),
    preview ? null : loadLearnerFacts(db, loaded.account.id, [courseId]),
  ]);
  const outline = outlineOf(structures.get(courseId)!, facts?.get(courseId) ?? NO_FACTS, {
    now: new Date(),
    preview,
  });
  return { preview, outline };
}

/**
 * The lesson of the route, if the caller is a member (else the course's 404) and the lesson
 * belongs to this course (else 404: another course's lesson id learns nothing). With
 * `requireOpen`, a closed lesson is refused with a 403 saying when it opens, and nothing of
 * its content leaves the server.
 */
export async function loadLessonContext(
  request: FastifyRequest,
  courseId: string,
  lessonId: string,
  { requireOpen }: { requireOpen: boolean },
): Promise<LessonContext> {
  const loaded = await loadCourse(request, courseId, 'member');
  const lesson = await request.server.db
    .selectFrom('course_lessons')
    .select(['id', 'title', 'chapter_id as chapterId', 'blocks'])
    .where('id', '=', lessonId)
    .where('course_id', '=', loaded.course.id)
    .executeTakeFirst();
  if (!lesson) throw lessonNotFound();
  const { preview, outline } = await courseOutline(request, loaded);
  const state = outline.states.get(lesson.id) ?? { open: true };
  if (requireOpen && !state.open) throw new AppError('FORBIDDEN', { lesson: lockedMessage() });
  return { loaded, preview, lesson, outline, state };

  function lockedMessage(): string {
    if (state.opensAt) return LEARNING_MESSAGES.lessonOpensOn(state.opensAt);
    const index = outline.lessons.findIndex((item) => item.id === lesson!.id);
    const previous = index > 0 ? outline.lessons[index - 1] : undefined;
    return previous
      ? LEARNING_MESSAGES.lessonWaitsForPrevious(previous.title)
      : LEARNING_MESSAGES.lessonLocked;
  }
}

/** The lesson's blocks; a row that no longer passes the schema shows nothing rather than fail. */
export function blocksOf(json: string): LessonBlock[] {
  try {
    const parsed = lessonBlocksSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Whether the lesson has an uploaded video, whose playing the page measures (a provider's
 * video behind a facade cannot be measured, so such a lesson is completed by a click).
 */
export const hasTrackedVideo = (blocks: readonly LessonBlock[]) =>
  blocks.some((block) => block.type === 'video' && block.source.kind === 'file');

/** Records that the participant was here: at most one write a minute per course. */
export async function touchActivity(
  db: Kysely<Database>,
  courseId: string,
  userId: string,
  now: Date,
  intervalMs: number,
): Promise<void> {
  const before = new Date(now.getTime() - intervalMs).toISOString();
  await db
    .updateTable('course_members')
    .set({ last_activity_at: now.toISOString() })
    .where('course_id', '=', courseId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_activity_at', 'is', null), eb('last_activity_at', '<', before)]))
    .execute();
}
