import { z } from 'zod';
import { PROMPT_ID_PATTERN } from '../academy/blocks';
import {
  REFLECTION_LIMITS as LIMITS,
  REFLECTION_MESSAGES as M,
  REFLECTION_STATUSES,
} from '../academy/reflections';
import { idParam, RECORD_ID } from './ids';

/** The calls of participants' reflections and their review (issue 13, points 11 and 13). */
export const REFLECTIONS_API = {
  mine: (courseId: string, lessonId: string) =>
    `/api/academy/reflections/courses/${courseId}/lessons/${lessonId}`,
  handIn: (courseId: string, lessonId: string) =>
    `${REFLECTIONS_API.mine(courseId, lessonId)}/hand-in`,
  queue: (courseId: string) => `/api/academy/reflections/courses/${courseId}/queue`,
  one: (courseId: string, reflectionId: string) =>
    `/api/academy/reflections/courses/${courseId}/reflections/${reflectionId}`,
  comments: (courseId: string, reflectionId: string) =>
    `${REFLECTIONS_API.one(courseId, reflectionId)}/comments`,
  decision: (courseId: string, reflectionId: string) =>
    `${REFLECTIONS_API.one(courseId, reflectionId)}/decision`,
} as const;

export const courseLessonParamsSchema = z.object({ courseId: idParam, lessonId: idParam });
export const courseReflectionParamsSchema = z.object({
  courseId: idParam,
  reflectionId: idParam,
});

const promptId = z.string().regex(PROMPT_ID_PATTERN).max(40);

/** PUT mine: every answer, keyed by prompt id (an autosave writes the whole set). */
export const saveReflectionSchema = z.object({
  answers: z
    .record(promptId, z.string().max(LIMITS.answer, M.answerTooLong))
    .refine((answers) => Object.keys(answers).length <= 20),
});

/** A passage of one answer: offsets into its plain text and the words between them. */
export const reflectionAnchorSchema = z.object({
  promptId: z.string({ error: M.anchorInvalid }).regex(PROMPT_ID_PATTERN, M.anchorInvalid).max(40),
  start: z.number({ error: M.anchorInvalid }).int().min(0),
  end: z.number({ error: M.anchorInvalid }).int().min(1),
  quote: z.string({ error: M.anchorInvalid }).min(1, M.anchorInvalid).max(LIMITS.answer),
});
export type ReflectionAnchor = z.infer<typeof reflectionAnchorSchema>;

const feedbackBody = z
  .string({ error: M.commentRequired })
  .trim()
  .min(1, M.commentRequired)
  .max(LIMITS.comment, M.commentTooLong);

/** POST comments: general feedback, or about a passage. */
export const reflectionCommentSchema = z.object({
  body: feedbackBody,
  anchor: reflectionAnchorSchema.optional(),
});

/** POST decision: return with a note (required), or accept (a note is optional). */
export const reflectionDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('returned'),
      note: z
        .string({ error: M.returnNeedsNote })
        .trim()
        .min(1, M.returnNeedsNote)
        .max(LIMITS.comment, M.commentTooLong),
    }),
    z.object({
      decision: z.literal('accepted'),
      note: z.string().trim().max(LIMITS.comment, M.commentTooLong).optional().default(''),
    }),
  ],
  { error: 'Choose to return or to accept.' },
);

export const reviewQueueQuerySchema = z.object({
  /** The queue goes on after this reflection (the last of the previous page). */
  after: z.string().regex(RECORD_ID).optional(),
  lessonId: z.string().regex(RECORD_ID).optional(),
});

/* ---- Answers ---- */

export const reflectionCommentAnswerSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  decision: z.enum(['returned', 'accepted']).nullable(),
  versionNumber: z.number(),
  anchor: reflectionAnchorSchema.nullable(),
  createdAt: z.string(),
});
export type ReflectionComment = z.infer<typeof reflectionCommentAnswerSchema>;

export const reflectionVersionSchema = z.object({
  number: z.number(),
  answers: z.record(z.string(), z.string()),
  submittedAt: z.string(),
});

export const reflectionAnswerSchema = z.object({
  reflection: z.object({
    id: z.string().nullable(),
    status: z.enum(REFLECTION_STATUSES),
    answers: z.record(z.string(), z.string()),
    updatedAt: z.string().nullable(),
    submittedAt: z.string().nullable(),
    versions: z.array(reflectionVersionSchema),
    comments: z.array(reflectionCommentAnswerSchema),
  }),
});
export type ReflectionAnswer = z.infer<typeof reflectionAnswerSchema>;

export const savedReflectionSchema = z.object({
  id: z.string(),
  status: z.enum(REFLECTION_STATUSES),
  updatedAt: z.string(),
  wordCount: z.number(),
});

/** A reflection as the instructor reviews it: the participant and the lesson beside it. */
export const reviewedReflectionSchema = reflectionAnswerSchema.shape.reflection.extend({
  id: z.string(),
  participant: z.object({ id: z.string(), name: z.string() }),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    prompts: z.array(z.object({ id: z.string(), text: z.string() })),
  }),
});
export type ReviewedReflection = z.infer<typeof reviewedReflectionSchema>;

export const reviewQueueAnswerSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      status: z.enum(REFLECTION_STATUSES),
      submittedAt: z.string(),
      wordCount: z.number(),
      participant: z.object({ id: z.string(), name: z.string() }),
      lesson: z.object({ id: z.string(), title: z.string() }),
    }),
  ),
  /** Pass as `after` for the next page; null on the last. */
  next: z.string().nullable(),
  waiting: z.number(),
});
export type ReviewQueueAnswer = z.infer<typeof reviewQueueAnswerSchema>;
