import { z } from 'zod';
import { COURSE_MESSAGE_LIMITS as LIMITS, COURSE_MESSAGES as M } from '../copy/academy-messages';
import { idParam, RECORD_ID } from './ids';

const BASE = '/api/academy/messages/courses';

/**
 * Academy course messaging (issue 17, point 1). A conversation is named by its participant:
 * a participant has one per course, with the course's instructors.
 */
export const ACADEMY_MESSAGES_API = {
  conversations: (courseId: string) => `${BASE}/${courseId}/conversations`,
  thread: (courseId: string, participantId: string) =>
    `${BASE}/${courseId}/conversations/${participantId}`,
  messages: (courseId: string, participantId: string) =>
    `${BASE}/${courseId}/conversations/${participantId}/messages`,
  read: (courseId: string, participantId: string) =>
    `${BASE}/${courseId}/conversations/${participantId}/read`,
  withdraw: (courseId: string, messageId: string) =>
    `${BASE}/${courseId}/messages/${messageId}/withdraw`,
  settings: (courseId: string) => `${BASE}/${courseId}/settings`,
} as const;

/** The live event's `change` when a conversation changed; its id is the participant's. */
export const COURSE_MESSAGE_CHANGE = 'course_message';

export const courseParamsSchema = z.object({ courseId: idParam });
export const conversationParamsSchema = z.object({ courseId: idParam, participantId: idParam });
export const messageParamsSchema = z.object({ courseId: idParam, messageId: idParam });

const cursor = z.string().regex(RECORD_ID, M.cursorInvalid).optional();
export const conversationsQuerySchema = z.object({ after: cursor });
export const threadQuerySchema = z.object({ before: cursor });

export const sendMessageSchema = z.object({
  clientId: z.string({ error: M.clientIdInvalid }).regex(RECORD_ID, M.clientIdInvalid),
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, M.bodyRequired)
    .max(LIMITS.body, M.bodyTooLong),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const messagingSettingsSchema = z.object({ messagingOn: z.boolean() });

/** What the caller may do with the course's messages. */
export const messagingViewerSchema = z.object({
  userId: z.string(),
  staff: z.boolean(),
  messagingOn: z.boolean(),
  /** Why nothing can be sent now (messaging off, course archived), or null. */
  closedMessage: z.string().nullable(),
  courseTitle: z.string(),
});
export type MessagingViewer = z.infer<typeof messagingViewerSchema>;

export const courseMessageSchema = z.object({
  id: z.string(),
  senderName: z.string(),
  mine: z.boolean(),
  /** '' once withdrawn. */
  body: z.string(),
  withdrawn: z.boolean(),
  createdAt: z.string(),
  /** Until when the sender may withdraw it (null for others' messages and withdrawn ones). */
  withdrawableUntil: z.string().nullable(),
});
export type CourseMessage = z.infer<typeof courseMessageSchema>;

export const conversationSummarySchema = z.object({
  participantId: z.string(),
  participantName: z.string(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsAnswerSchema = z.object({
  viewer: messagingViewerSchema,
  conversations: z.array(conversationSummarySchema),
  /** Pass as `after` for the next 50, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type ConversationsAnswer = z.infer<typeof conversationsAnswerSchema>;

export const threadAnswerSchema = z.object({
  viewer: messagingViewerSchema,
  participantId: z.string(),
  participantName: z.string(),
  /** Oldest first. */
  messages: z.array(courseMessageSchema),
  /** Pass as `before` for the 50 before these, or null when these are the first. */
  olderCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type ThreadAnswer = z.infer<typeof threadAnswerSchema>;

export const messageSentSchema = z.object({ id: z.string() });
export const messagesOkSchema = z.object({ ok: z.literal(true) });
