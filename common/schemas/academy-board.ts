import { z } from 'zod';
import {
  BOARD_LIMITS as LIMITS,
  MUTE_DURATIONS,
  POST_STATUSES,
  REPORT_STATUSES,
} from '../academy/board';
import { BOARD_MESSAGES as M } from '../academy/board-messages';
import { idParam, RECORD_ID } from './ids';

const BASE = '/api/academy/board/courses';

/** The calls of a course's Discussion Board (issue 13, point 14). */
export const BOARD_API = {
  threads: (courseId: string) => `${BASE}/${courseId}/threads`,
  thread: (courseId: string, threadId: string) => `${BASE}/${courseId}/threads/${threadId}`,
  replies: (courseId: string, threadId: string) =>
    `${BASE}/${courseId}/threads/${threadId}/replies`,
  threadSettings: (courseId: string, threadId: string) =>
    `${BASE}/${courseId}/threads/${threadId}/settings`,
  post: (courseId: string, postId: string) => `${BASE}/${courseId}/posts/${postId}`,
  visibility: (courseId: string, postId: string) =>
    `${BASE}/${courseId}/posts/${postId}/visibility`,
  approval: (courseId: string, postId: string) => `${BASE}/${courseId}/posts/${postId}/approval`,
  report: (courseId: string, postId: string) => `${BASE}/${courseId}/posts/${postId}/report`,
  moderation: (courseId: string) => `${BASE}/${courseId}/moderation`,
  reportAction: (courseId: string, reportId: string) => `${BASE}/${courseId}/reports/${reportId}`,
  mute: (courseId: string, userId: string) => `${BASE}/${courseId}/mutes/${userId}`,
  members: (courseId: string) => `${BASE}/${courseId}/members`,
} as const;

export const boardCourseParamsSchema = z.object({ courseId: idParam });
export const boardThreadParamsSchema = z.object({ courseId: idParam, threadId: idParam });
export const boardPostParamsSchema = z.object({ courseId: idParam, postId: idParam });
export const boardReportParamsSchema = z.object({ courseId: idParam, reportId: idParam });
export const boardMemberParamsSchema = z.object({ courseId: idParam, userId: idParam });

export const boardPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  /** Only the threads about this lesson (the lesson page's Discussion). */
  lessonId: z.string().regex(RECORD_ID).optional(),
});

export const memberSearchQuerySchema = z.object({
  q: z.string().max(100).optional().default(''),
});

/** A client-chosen id per post attempt: a double click or a retry makes one post. */
const clientId = z.string({ error: M.clientIdInvalid }).regex(RECORD_ID, M.clientIdInvalid);
const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(LIMITS.title, M.titleTooLong);
const body = z.string({ error: M.bodyRequired }).max(LIMITS.body, M.bodyTooLong);

export const createThreadSchema = z.object({
  clientId,
  title,
  body,
  lessonId: z.string().regex(RECORD_ID, M.lessonNotFound).nullable().optional(),
  /** A reflection thread (staff only): "post before you see replies" when the course says so. */
  postFirst: z.boolean().optional().default(false),
});
export type CreateThreadInput = z.infer<typeof createThreadSchema>;

export const createReplySchema = z.object({ clientId, body });
export const editPostSchema = z.object({ title: title.optional(), body });
export const threadSettingsSchema = z
  .object({ pinned: z.boolean().optional(), locked: z.boolean().optional() })
  .strict();
export const postVisibilitySchema = z.object({ hidden: z.boolean() });
export const approvalSchema = z.object({ decision: z.enum(['approve', 'reject']) });
export const reportSchema = z.object({
  reason: z.string().trim().max(LIMITS.reportReason, M.reasonTooLong).optional().default(''),
});
export const reportActionSchema = z.object({ action: z.enum(['hide', 'dismiss']) });
export const muteSchema = z.object({ duration: z.enum(MUTE_DURATIONS) });

const authorSchema = z.object({
  /** Null for a former participant. */
  id: z.string().nullable(),
  name: z.string(),
  role: z.enum(['owner', 'instructor', 'participant', 'former']),
});
export type BoardAuthor = z.infer<typeof authorSchema>;

export const boardPostSchema = z.object({
  id: z.string(),
  threadId: z.string().nullable(),
  author: authorSchema,
  /** Sanitised HTML with mentions named; '' when the post is gone. */
  body: z.string(),
  gone: z.enum(['deleted', 'removed']).nullable(),
  status: z.enum(POST_STATUSES),
  hidden: z.boolean(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  mine: z.boolean(),
  reportedByMe: z.boolean(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const threadSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  author: authorSchema,
  gone: z.enum(['deleted', 'removed']).nullable(),
  status: z.enum(POST_STATUSES),
  hidden: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  postFirst: z.boolean(),
  replyCount: z.number().int(),
  lesson: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** What the caller may do on the board. */
export const boardViewerSchema = z.object({
  userId: z.string(),
  staff: z.boolean(),
  /** The end of the caller's mute ('' for none; null: until unmuted). */
  muted: z.boolean(),
  mutedUntil: z.string().nullable(),
  mutedMessage: z.string().nullable(),
  premoderation: z.boolean(),
  postFirst: z.boolean(),
  archived: z.boolean(),
  lessons: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type BoardViewer = z.infer<typeof boardViewerSchema>;

export const boardPageSchema = z.object({
  courseTitle: z.string(),
  threads: z.array(threadSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  viewer: boardViewerSchema,
});
export type BoardPage = z.infer<typeof boardPageSchema>;

export const threadAnswerSchema = z.object({
  courseTitle: z.string(),
  thread: threadSummarySchema.extend({
    body: z.string(),
    editedAt: z.string().nullable(),
    mine: z.boolean(),
    reportedByMe: z.boolean(),
  }),
  replies: z.array(boardPostSchema),
  /** Post-first: replies the caller may see only after replying (their count). */
  repliesWaiting: z.number().int().nullable(),
  viewer: boardViewerSchema,
});
export type ThreadAnswer = z.infer<typeof threadAnswerSchema>;

export const postWrittenSchema = z.object({
  id: z.string(),
  threadId: z.string().nullable(),
  status: z.enum(POST_STATUSES),
});

const quotedPostSchema = boardPostSchema.extend({ threadTitle: z.string() });

export const moderationAnswerSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      status: z.enum(REPORT_STATUSES),
      createdAt: z.string(),
      reporter: z.string(),
      post: quotedPostSchema,
    }),
  ),
  pending: z.array(quotedPostSchema),
  mutes: z.array(z.object({ userId: z.string(), name: z.string(), until: z.string().nullable() })),
});
export type ModerationAnswer = z.infer<typeof moderationAnswerSchema>;

export const memberChoicesSchema = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string(), role: authorSchema.shape.role })),
});
export type MemberChoice = z.infer<typeof memberChoicesSchema>['members'][number];

export const okSchema = z.object({ ok: z.literal(true) });
