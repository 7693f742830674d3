import { z } from 'zod';
import {
  COURSE_CATEGORY_KEYS,
  COURSE_LIMITS,
  COURSE_STATUSES,
  COURSE_VISIBILITIES,
  FORMER_POSTS_RULES,
  RELEASE_MODES,
} from '../academy/courses';
import { LESSON_BLOCK_TYPES } from '../academy/blocks';
import { BUILDER_MESSAGES as M } from '../academy/builder-messages';
import { emailField, isoDate } from './fields';
import { idParam, RECORD_ID } from './ids';
import { fileKeySchema, lessonBlocksSchema, type LessonBlock } from './academy-blocks';

/**
 * The course builder's API (issue 13, points 4 to 8), at /api/academy/teach, and the one read
 * route for a course's files, at /api/academy/files (used by the builder and the lesson page).
 */
const teach = '/api/academy/teach';
const part = (value: string) => encodeURIComponent(value);

export const ACADEMY_BUILDER_API = {
  courses: `${teach}/courses`,
  course: (courseId: string) => `${teach}/courses/${part(courseId)}`,
  status: (courseId: string) => `${teach}/courses/${part(courseId)}/status`,
  duplicate: (courseId: string) => `${teach}/courses/${part(courseId)}/duplicate`,
  chapters: (courseId: string) => `${teach}/courses/${part(courseId)}/chapters`,
  chapter: (courseId: string, chapterId: string) =>
    `${teach}/courses/${part(courseId)}/chapters/${part(chapterId)}`,
  chapterOrder: (courseId: string) => `${teach}/courses/${part(courseId)}/chapters/order`,
  lessons: (courseId: string) => `${teach}/courses/${part(courseId)}/lessons`,
  lessonOrder: (courseId: string) => `${teach}/courses/${part(courseId)}/lessons/order`,
  lesson: (lessonId: string) => `${teach}/lessons/${part(lessonId)}`,
  lessonCopy: (lessonId: string) => `${teach}/lessons/${part(lessonId)}/copy`,
  instructors: (courseId: string) => `${teach}/courses/${part(courseId)}/instructors`,
  instructor: (courseId: string, userId: string) =>
    `${teach}/courses/${part(courseId)}/instructors/${part(userId)}`,
} as const;

/**
 * A block's or cover's file key. An upload made through /api/uploads is named
 * `uploads/<uploadId>` (its stored file may move while a video is processed; the id stays);
 * any other key is a file placed in storage directly (the demo course's).
 */
export const UPLOAD_FILE_KEY_PREFIX = 'uploads/';
export const uploadFileKey = (uploadId: string) => `${UPLOAD_FILE_KEY_PREFIX}${uploadId}`;
export const uploadIdOfFileKey = (key: string): string | null => {
  if (!key.startsWith(UPLOAD_FILE_KEY_PREFIX)) return null;
  const id = key.slice(UPLOAD_FILE_KEY_PREFIX.length);
  return RECORD_ID.test(id) ? id : null;
};

/** Every file key the blocks name (images, uploaded videos, attachments), each once. */
export function fileKeysOfBlocks(blocks: readonly LessonBlock[]): string[] {
  const keys = blocks.flatMap((block) => {
    if (block.type === 'attachment') return [block.fileKey];
    if ((block.type === 'image' || block.type === 'video') && block.source.kind === 'file') {
      return [block.source.fileKey];
    }
    return [];
  });
  return [...new Set(keys)];
}

/** The variants of a course file: the file itself, or a processed video's poster image. */
export const COURSE_FILE_VARIANTS = ['original', 'poster'] as const;

/**
 * GET /api/academy/files/courses/:courseId/:fileKey[?variant=poster]: a file a course's
 * blocks or cover use, for its staff and active participants (Range for video). The key is
 * one path segment, its slashes encoded (`uploads%2F<id>`).
 */
export const courseFileUrl = (
  courseId: string,
  fileKey: string,
  variant: (typeof COURSE_FILE_VARIANTS)[number] = 'original',
) =>
  `/api/academy/files/courses/${part(courseId)}/${part(fileKey)}${
    variant === 'poster' ? '?variant=poster' : ''
  }`;

// ---------------------------------------------------------------------------------------------
// Fields

/** A client-chosen id for a new record, so a repeated request finds what the first made. */
const clientId = z
  .string({ error: M.idInvalid })
  .regex(RECORD_ID, M.idInvalid)
  .describe('An id chosen by the client (a UUID): repeating the request makes nothing twice');

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { message: M.titleRequired, abort: true })
  .max(COURSE_LIMITS.title, M.titleTooLong);

const category = z.enum(COURSE_CATEGORY_KEYS, { error: M.categoryInvalid });
const status = z.enum(COURSE_STATUSES, { error: M.statusInvalid });
const visibility = z.enum(COURSE_VISIBILITIES, { error: M.visibilityInvalid });
const role = z.enum(['owner', 'instructor']);

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  YMD.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** When a chapter or lesson opens (point 7): the fields a change may send. */
export const releaseRuleInputSchema = z.object({
  releaseMode: z.enum(RELEASE_MODES, { error: M.releaseModeInvalid }).optional(),
  releaseDate: z
    .string({ error: M.releaseDateRequired })
    .refine(isCalendarDay, M.releaseDateRequired)
    .nullable()
    .optional(),
  releaseDays: z
    .number({ error: M.releaseDaysInvalid })
    .int(M.releaseDaysInvalid)
    .min(1, M.releaseDaysInvalid)
    .max(COURSE_LIMITS.releaseDaysMax, M.releaseDaysInvalid)
    .nullable()
    .optional(),
  requiresPrevious: z.boolean().optional(),
});

/** A release rule as answered. */
export const releaseRuleSchema = z.object({
  releaseMode: z.enum(RELEASE_MODES),
  releaseDate: z.string().nullable(),
  releaseDays: z.number().int().nullable(),
  requiresPrevious: z.boolean(),
});
export type ReleaseRule = z.infer<typeof releaseRuleSchema>;

// ---------------------------------------------------------------------------------------------
// Params

export const courseParamsSchema = z.object({ courseId: idParam });
export const chapterParamsSchema = z.object({ courseId: idParam, chapterId: idParam });
export const lessonParamsSchema = z.object({ lessonId: idParam });
export const instructorParamsSchema = z.object({ courseId: idParam, userId: idParam });

// ---------------------------------------------------------------------------------------------
// Courses

export const taughtCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  status,
  visibility,
  category,
  role,
  chapterCount: z.number().int(),
  lessonCount: z.number().int(),
  participantCount: z.number().int(),
  updatedAt: isoDate,
});
export type TaughtCourse = z.infer<typeof taughtCourseSchema>;
export const taughtCoursesAnswerSchema = z.object({ courses: z.array(taughtCourseSchema) });
export type TaughtCoursesAnswer = z.infer<typeof taughtCoursesAnswerSchema>;

export const createCourseSchema = z.object({
  id: clientId.optional(),
  title,
  category,
  subtitle: z.string().trim().max(COURSE_LIMITS.subtitle, M.subtitleTooLong).optional(),
});
export type CreateCourseInput = z.infer<typeof createCourseSchema>;

export const coursePatchSchema = z
  .object({
    title: title.optional(),
    subtitle: z.string().trim().max(COURSE_LIMITS.subtitle, M.subtitleTooLong).optional(),
    /** Rich text; sanitised by the server before it is stored. */
    description: z.string().max(COURSE_LIMITS.descriptionHtml, M.descriptionTooLong).optional(),
    category: category.optional(),
    coverFileKey: fileKeySchema.nullable().optional(),
    visibility: visibility.optional(),
    completionPercent: z
      .number({ error: M.completionInvalid })
      .int(M.completionInvalid)
      .min(1, M.completionInvalid)
      .max(100, M.completionInvalid)
      .optional(),
    formerPosts: z.enum(FORMER_POSTS_RULES, { error: M.formerPostsInvalid }).optional(),
    /** The Discussion Board's options (point 14): pre-moderation, post before seeing replies. */
    boardPremoderation: z.boolean().optional(),
    boardPostFirst: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), M.nothingToChange);
export type CoursePatch = z.infer<typeof coursePatchSchema>;

export const courseStatusSchema = z.object({ status });
export const duplicateCourseSchema = z.object({ id: clientId });

export const lessonSummarySchema = releaseRuleSchema.extend({
  id: z.string(),
  chapterId: z.string(),
  title: z.string(),
  position: z.number().int(),
  blockCount: z.number().int(),
  /** The kinds of block in the lesson, each once, in order of first use. */
  blockTypes: z.array(z.enum(LESSON_BLOCK_TYPES)),
  updatedAt: isoDate,
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const chapterSchema = releaseRuleSchema.extend({
  id: z.string(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});
export type BuilderChapter = z.infer<typeof chapterSchema>;

export const courseInstructorSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role,
});
export type CourseInstructor = z.infer<typeof courseInstructorSchema>;
export const instructorsAnswerSchema = z.object({
  instructors: z.array(courseInstructorSchema),
});

export const builderCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  category,
  coverFileKey: z.string().nullable(),
  status,
  visibility,
  publishedAt: isoDate.nullable(),
  completionPercent: z.number().int(),
  formerPosts: z.enum(FORMER_POSTS_RULES),
  boardPremoderation: z.boolean(),
  boardPostFirst: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The caller's role: only the owner may delete the course. */
  role,
  chapters: z.array(chapterSchema),
  instructors: z.array(courseInstructorSchema),
});
export type BuilderCourse = z.infer<typeof builderCourseSchema>;

// ---------------------------------------------------------------------------------------------
// Chapters and lessons

export const createChapterSchema = z.object({ id: clientId.optional(), title });
export const chapterPatchSchema = releaseRuleInputSchema
  .extend({ title: title.optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), M.nothingToChange);
export type ChapterPatch = z.infer<typeof chapterPatchSchema>;

export const chapterOrderSchema = z.object({
  chapterIds: z
    .array(z.string().regex(RECORD_ID, M.idInvalid))
    .max(COURSE_LIMITS.chaptersPerCourse * 2),
});
export const lessonOrderSchema = z.object({
  chapterId: z.string({ error: M.chapterNotFound }),
  lessonIds: z
    .array(z.string().regex(RECORD_ID, M.idInvalid))
    .max(COURSE_LIMITS.lessonsPerChapter * 2),
});

export const createLessonSchema = z.object({
  id: clientId.optional(),
  chapterId: z.string({ error: M.chapterNotFound }),
  title,
});

export const lessonPatchSchema = releaseRuleInputSchema.extend({
  /** The lesson's updatedAt when the editor loaded it: a later save by someone else is a 409. */
  updatedAt: z.string({ error: M.updatedAtRequired }).min(1, M.updatedAtRequired),
  title: title.optional(),
  blocks: lessonBlocksSchema.optional(),
});
export type LessonPatch = z.infer<typeof lessonPatchSchema>;

export const lessonSchema = lessonSummarySchema.extend({
  courseId: z.string(),
  blocks: z.array(z.any()) as unknown as z.ZodType<LessonBlock[]>,
});
export type BuilderLesson = z.infer<typeof lessonSchema>;

export const copyLessonSchema = z.object({
  id: clientId.optional(),
  targetCourseId: z.string({ error: M.targetNotFound }),
  targetChapterId: z.string({ error: M.targetNotFound }),
});

export const addInstructorSchema = z.object({ email: emailField });
