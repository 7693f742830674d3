import { z } from 'zod';
import { COURSE_CATEGORY_KEYS } from '../academy/courses';

/**
 * GET /api/academy/courses: the published public courses (issue 13, point 1); GET
 * /api/academy/courses/:courseId/cover: a published public course's cover image, for anyone.
 */
export const ACADEMY_CATALOGUE_API = {
  courses: '/api/academy/courses',
  cover: (courseId: string) => `/api/academy/courses/${encodeURIComponent(courseId)}/cover`,
} as const;

export const catalogueQuerySchema = z.object({
  category: z.enum(COURSE_CATEGORY_KEYS).optional(),
});

export const catalogueCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(COURSE_CATEGORY_KEYS),
  instructorName: z.string(),
  publishedAt: z.string(),
  /** The cover image's public address (ACADEMY_CATALOGUE_API.cover), or null: category art. */
  coverUrl: z.string().nullable(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

export const catalogueAnswerSchema = z.object({ courses: z.array(catalogueCourseSchema) });
export type CatalogueAnswer = z.infer<typeof catalogueAnswerSchema>;
