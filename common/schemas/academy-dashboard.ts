import { z } from 'zod';
import { idParam } from './ids';

/** The instructors' participants dashboard (issue 13, point 13). */
export const DASHBOARD_API = {
  participants: (courseId: string) => `/api/academy/dashboard/courses/${courseId}/participants`,
  csv: (courseId: string) => `/api/academy/dashboard/courses/${courseId}/participants.csv`,
} as const;

/**
 * Which participants to show: everyone; those with reflections waiting; not started; under
 * way; finished every lesson; or not seen for PARTICIPANT_INACTIVE_DAYS.
 */
export const PARTICIPANT_FILTERS = [
  'all',
  'waiting',
  'notStarted',
  'inProgress',
  'completed',
  'inactive',
] as const;
export type ParticipantFilter = (typeof PARTICIPANT_FILTERS)[number];

export const PARTICIPANT_SORTS = ['name', 'progress', 'activity', 'waiting'] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

/** Days without a visit after which a participant counts as inactive. */
export const PARTICIPANT_INACTIVE_DAYS = 14;
export const PARTICIPANTS_PAGE_SIZE = 50;

export const dashboardParamsSchema = z.object({ courseId: idParam });

export const participantsQuerySchema = z.object({
  filter: z.enum(PARTICIPANT_FILTERS).optional().default('all'),
  sort: z.enum(PARTICIPANT_SORTS).optional().default('name'),
  /** Part of a name or email. */
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
export type ParticipantsQuery = z.input<typeof participantsQuerySchema>;

export const participantRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  completedLessons: z.number(),
  /** Completed lessons of all the course's lessons, rounded down. */
  progressPercent: z.number(),
  waitingReflections: z.number(),
  acceptedReflections: z.number(),
  /** When the participant's completion certificate was issued, if it was. */
  certificateIssuedAt: z.string().nullable(),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;

export const participantsAnswerSchema = z.object({
  participants: z.array(participantRowSchema),
  /** Participants matching the filter and search (all pages). */
  total: z.number(),
  lessonCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How many active participants each filter has (the search ignored), for the tabs. */
  counts: z.record(z.enum(PARTICIPANT_FILTERS), z.number()),
});
export type ParticipantsAnswer = z.infer<typeof participantsAnswerSchema>;
