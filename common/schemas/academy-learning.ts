import { z } from 'zod';
import { COURSE_CATEGORY_KEYS, RELEASE_MODES } from '../academy/courses';
import { LESSON_BLOCK_LIMITS, LESSON_BLOCK_TYPES } from '../academy/blocks';
import { LEARNING_MESSAGES as M } from '../academy/learning-messages';
import { VIDEO_WATCHED_MAX } from '../academy/progress';
import { RECORD_ID } from './ids';
import type { LessonBlock } from './academy-blocks';

/** A participant learns (issue 13, points 7, 9 and 10), under /api/academy/learn. */
const BASE = '/api/academy/learn';
export const ACADEMY_LEARNING_API = {
  courses: `${BASE}/courses`,
  course: (courseId: string) => `${BASE}/courses/${encodeURIComponent(courseId)}`,
  lesson: (courseId: string, lessonId: string) =>
    `${BASE}/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}`,
  progress: (courseId: string, lessonId: string) =>
    `${ACADEMY_LEARNING_API.lesson(courseId, lessonId)}/progress`,
  complete: (courseId: string, lessonId: string) =>
    `${ACADEMY_LEARNING_API.lesson(courseId, lessonId)}/complete`,
  unlocks: (courseId: string) => `${BASE}/courses/${encodeURIComponent(courseId)}/unlocks`,
  participantUnlocks: (courseId: string, userId: string) =>
    `${ACADEMY_LEARNING_API.unlocks(courseId)}/${encodeURIComponent(userId)}`,
  art: (name: string) => `${BASE}/art/${encodeURIComponent(name)}.svg`,
} as const;

export const courseParamsSchema = z.object({ courseId: z.string() });
export const lessonParamsSchema = z.object({ courseId: z.string(), lessonId: z.string() });

export const releaseStateSchema = z.object({
  open: z.boolean(),
  opensAt: z.string().optional(),
  waitsFor: z.literal('previous').optional(),
});

/** The rule as the instructor set it: shown to staff previewing, and behind "Opens …". */
export const releaseRuleSchema = z.object({
  mode: z.enum(RELEASE_MODES),
  date: z.string().nullable(),
  days: z.number().nullable(),
  requiresPrevious: z.boolean(),
});
export type ReleaseRuleView = z.infer<typeof releaseRuleSchema>;

export const outlineLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: releaseStateSchema,
  rule: releaseRuleSchema,
  completed: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const outlineChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: releaseStateSchema,
  rule: releaseRuleSchema,
  lessons: z.array(outlineLessonSchema),
});
export type OutlineChapter = z.infer<typeof outlineChapterSchema>;

const progressSummary = {
  progressPercent: z.number(),
  completedLessons: z.number(),
  totalLessons: z.number(),
  /** "Continue where I left off", or null when nothing open is left to do. */
  continueLessonId: z.string().nullable(),
};

/** GET /courses/:courseId: the course home. */
export const courseHomeSchema = z.object({
  course: z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    category: z.enum(COURSE_CATEGORY_KEYS),
    instructorName: z.string(),
  }),
  /** Staff (owner or co-instructor) previewing: everything open, nothing written. */
  preview: z.boolean(),
  chapters: z.array(outlineChapterSchema),
  ...progressSummary,
  nextUnlockAt: z.string().nullable(),
});
export type CourseHome = z.infer<typeof courseHomeSchema>;

/** GET /courses: the participant's courses, and the joins waiting for approval. */
export const myCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(COURSE_CATEGORY_KEYS),
  instructorName: z.string(),
  status: z.enum(['active', 'pending']),
  /** The cover image, served to the course's members (courseFileUrl), or null: category art. */
  coverUrl: z.string().nullable(),
  ...progressSummary,
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesSchema = z.object({ courses: z.array(myCourseSchema) });
export type MyCourses = z.infer<typeof myCoursesSchema>;

const neighbourSchema = z
  .object({ id: z.string(), title: z.string(), state: releaseStateSchema })
  .nullable();

/** GET /courses/:courseId/lessons/:lessonId: an open lesson, its place and its neighbours. */
export const lessonAnswerSchema = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  preview: z.boolean(),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    chapterTitle: z.string(),
    /** The lesson's blocks, as checked by lessonBlocksSchema when saved. */
    blocks: z.array(z.looseObject({ type: z.enum(LESSON_BLOCK_TYPES) })),
    /** Whether it completes by its video (watched to 90 %) rather than by a click. */
    completesByVideo: z.boolean(),
  }),
  progress: z.object({
    completed: z.boolean(),
    videoPosition: z.number(),
    videoWatched: z.number(),
  }),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type LessonAnswer = Omit<z.infer<typeof lessonAnswerSchema>, 'lesson'> & {
  lesson: Omit<z.infer<typeof lessonAnswerSchema>['lesson'], 'blocks'> & { blocks: LessonBlock[] };
};

/** POST …/progress: where the video is and the furthest part watched, in thousandths. */
export const progressBodySchema = z.object({
  videoPosition: z
    .number({ error: M.videoPositionInvalid })
    .int(M.videoPositionInvalid)
    .min(0, M.videoPositionInvalid)
    .max(LESSON_BLOCK_LIMITS.videoDurationSeconds, M.videoPositionInvalid),
  videoWatched: z
    .number({ error: M.videoWatchedInvalid })
    .int(M.videoWatchedInvalid)
    .min(0, M.videoWatchedInvalid)
    .max(VIDEO_WATCHED_MAX, M.videoWatchedInvalid),
});
export type ProgressBody = z.infer<typeof progressBodySchema>;

/** What progress, completing and un-completing answer: the lesson's and the course's state. */
export const progressAnswerSchema = z.object({
  completed: z.boolean(),
  videoPosition: z.number(),
  videoWatched: z.number(),
  progressPercent: z.number(),
  /** False for staff previewing: nothing was written. */
  saved: z.boolean(),
});
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;

const recordId = z.string({ error: M.idInvalid }).regex(RECORD_ID, M.idInvalid);
/** POST and DELETE /courses/:courseId/unlocks: open (or close again) an item for one person. */
export const unlockBodySchema = z.object({ userId: recordId, itemId: recordId });
export const unlockAnswerSchema = z.object({ unlocked: z.boolean() });

export const participantUnlocksParamsSchema = z.object({
  courseId: z.string(),
  userId: z.string(),
});
/**
 * GET /courses/:courseId/unlocks/:userId (staff): the course as one participant sees it now,
 * each item's state and rule, and whether an instructor unlocked it for them.
 */
export const participantUnlocksSchema = z.object({
  participant: z.object({ id: z.string(), name: z.string() }),
  chapters: z.array(
    outlineChapterSchema.extend({
      unlocked: z.boolean(),
      lessons: z.array(outlineLessonSchema.extend({ unlocked: z.boolean() })),
    }),
  ),
});
export type ParticipantUnlocks = z.infer<typeof participantUnlocksSchema>;

export const artParamsSchema = z.object({ name: z.string() });
