import type { FastifyRequest } from 'fastify';
import { BUILDER_MESSAGES } from '../../../common/academy/builder-messages';
import { requireAcademyAccount } from '../../access/course-role';
import { loadCourse, type LoadedCourse } from '../../access/course-role';
import { AppError } from '../../errors';
import { findLessonRow } from './lesson-writes';
import type { LessonRow } from './outline-rows';

/** The builder's calls, grouped so in the API description. */
export const tags = ['academy-builder'];

export interface BuilderRouteOptions {
  /** The Academy's address, for links in emails. */
  academyBaseUrl: string;
}

/**
 * The lesson from the route and its course, for a caller who teaches that course. An unknown
 * lesson and a lesson of someone else's course get the same 404 (after the 401 of nobody).
 */
export async function loadTaughtLesson(
  request: FastifyRequest,
  lessonId: string,
): Promise<LoadedCourse & { lesson: LessonRow }> {
  const lesson = await findLessonRow(request.server.db, lessonId);
  if (!lesson) {
    await requireAcademyAccount(request);
    throw new AppError('NOT_FOUND', { lesson: BUILDER_MESSAGES.lessonNotFound });
  }
  const loaded = await loadCourse(request, lesson.course_id, 'staff');
  return { ...loaded, lesson };
}
