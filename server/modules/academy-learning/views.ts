import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVITY_WRITE_INTERVAL_MS } from '../../../common/academy/progress';
import type { CourseHome, LessonAnswer, MyCourses } from '../../../common/schemas/academy-learning';
import { courseFileUrl } from '../../../common/schemas/academy-builder';
import { loadCourse } from '../../access/course-role';
import type { Database } from '../../db/schema';
import {
  blocksOf,
  courseOutline,
  hasTrackedVideo,
  loadLessonContext,
  touchActivity,
} from './lesson-context';
import { progressOf, recordView } from './lesson-progress';
import { loadLearnerFacts, loadStructures, outlineOf, type Outline } from './outline';

/** What the course home, My courses and the lesson page answer (issue 13, points 9 and 10). */

const instructorName = async (db: Kysely<Database>, userId: string) => {
  const owner = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${owner.first_name} ${owner.last_name}`;
};

const summaryOf = (outline: Outline) => ({
  progressPercent: outline.progressPercent,
  completedLessons: outline.completedLessons,
  totalLessons: outline.totalLessons,
  continueLessonId: outline.continueLessonId,
});

/** GET /courses/:courseId: the outline with each item's state, progress and what is next. */
export async function courseHome(request: FastifyRequest, courseId: string): Promise<CourseHome> {
  const loaded = await loadCourse(request, courseId, 'member');
  const db = request.server.db;
  const { preview, outline } = await courseOutline(request, loaded);
  if (!preview) {
    await touchActivity(db, courseId, loaded.account.id, new Date(), ACTIVITY_WRITE_INTERVAL_MS);
  }
  const { course } = loaded;
  return {
    course: {
      id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      category: course.category,
      instructorName: await instructorName(db, course.owner_id),
    },
    preview,
    chapters: outline.chapters,
    ...summaryOf(outline),
    nextUnlockAt: outline.nextUnlockAt,
  };
}

/**
 * GET /courses: the caller's courses as a participant, newest joined first: active ones with
 * progress, and requests waiting for approval. A course returned to draft is hidden.
 */
export async function myCourses(db: Kysely<Database>, userId: string): Promise<MyCourses> {
  const rows = await db
    .selectFrom('course_members')
    .innerJoin('courses', 'courses.id', 'course_members.course_id')
    .innerJoin('users', 'users.id', 'courses.owner_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.subtitle',
      'courses.category',
      'users.first_name',
      'users.last_name',
      'course_members.status',
      'courses.cover_file_key',
    ])
    .where('course_members.user_id', '=', userId)
    .where('course_members.role', '=', 'participant')
    .where('course_members.status', 'in', ['active', 'pending'])
    .where('courses.status', '!=', 'draft')
    .orderBy('course_members.created_at', 'desc')
    .execute();
  const activeIds = rows.filter((row) => row.status === 'active').map((row) => row.id);
  const [structures, facts] = await Promise.all([
    loadStructures(db, activeIds),
    loadLearnerFacts(db, userId, activeIds),
  ]);
  const now = new Date();
  return {
    courses: rows.map((row) => {
      const base = {
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        category: row.category,
        instructorName: `${row.first_name} ${row.last_name}`,
      };
      if (row.status !== 'active') {
        return {
          ...base,
          // Not a member yet: the course's files are not theirs to see.
          coverUrl: null,
          status: 'pending' as const,
          progressPercent: 0,
          completedLessons: 0,
          totalLessons: 0,
          continueLessonId: null,
        };
      }
      const outline = outlineOf(structures.get(row.id)!, facts.get(row.id)!, {
        now,
        preview: false,
      });
      return {
        ...base,
        status: 'active' as const,
        coverUrl: row.cover_file_key ? courseFileUrl(row.id, row.cover_file_key) : null,
        ...summaryOf(outline),
      };
    }),
  };
}

/** GET /courses/:courseId/lessons/:lessonId: an open lesson's blocks, place and neighbours. */
export async function lessonView(
  request: FastifyRequest,
  courseId: string,
  lessonId: string,
): Promise<LessonAnswer> {
  const context = await loadLessonContext(request, courseId, lessonId, { requireOpen: true });
  const db = request.server.db;
  const userId = context.loaded.account.id;
  if (!context.preview) {
    const now = new Date();
    await recordView(db, { lessonId, userId, courseId }, now);
    await touchActivity(db, courseId, userId, now, ACTIVITY_WRITE_INTERVAL_MS);
  }
  const { outline, lesson } = context;
  const index = outline.lessons.findIndex((item) => item.id === lesson.id);
  const neighbour = (at: number) => {
    const item = outline.lessons[at];
    return item ? { id: item.id, title: item.title, state: item.state } : null;
  };
  const blocks = blocksOf(lesson.blocks);
  return {
    course: { id: context.loaded.course.id, title: context.loaded.course.title },
    preview: context.preview,
    lesson: {
      id: lesson.id,
      title: lesson.title,
      chapterTitle:
        outline.chapters.find((chapter) => chapter.id === lesson.chapterId)?.title ?? '',
      blocks,
      completesByVideo: hasTrackedVideo(blocks),
    },
    progress: await progressOf(db, lesson.id, userId),
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
  };
}
