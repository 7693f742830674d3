import { z } from 'zod';
import { FORMER_POSTS_RULES } from '../academy/courses';
import { ACADEMY_PRIVACY_MESSAGES as M } from '../academy/privacy-messages';
import { isoDate } from './fields';
import { idParam } from './ids';

/** The Academy's privacy calls (issue 13, point 15), under /api/academy/privacy. */
export const ACADEMY_PRIVACY_API = {
  account: '/api/academy/privacy/account',
  exportFile: (format: 'json' | 'pdf') => `/api/academy/privacy/export.${format}`,
  leave: (courseId: string) => `/api/academy/privacy/courses/${encodeURIComponent(courseId)}/leave`,
  deleteAccount: '/api/academy/privacy/account/delete',
} as const;

export const leaveParamsSchema = z.object({ courseId: idParam });

/** A course the person takes part in, as the account page lists it to leave. */
export const accountCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  joinedAt: isoDate.nullable(),
  /** What the course does with a former participant's board posts. */
  formerPosts: z.enum(FORMER_POSTS_RULES),
});
export type AccountCourse = z.infer<typeof accountCourseSchema>;

export const accountAnswerSchema = z.object({
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    createdAt: isoDate,
  }),
  courses: z.array(accountCourseSchema),
  /** What stops deleting the account now: courses other people are in, Journals data. */
  blockers: z.object({
    courses: z.array(z.object({ id: z.string(), title: z.string() })),
    journals: z.boolean(),
  }),
});
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

export const leaveAnswerSchema = z.object({ status: z.literal('left') });
export type LeaveAnswer = z.infer<typeof leaveAnswerSchema>;

export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { message: M.passwordRequired, abort: true })
    .max(200, M.wrongPassword),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountAnswerSchema = z.object({ url: z.string() });

/**
 * The JSON export: when it was made, then one key per section (account, memberships,
 * progress, reflections, and the board's once it is merged). Each section's shape is its
 * provider's (server/modules/academy-privacy/export-sections).
 */
export const academyExportSchema = z
  .object({ exportedAt: isoDate })
  .catchall(z.unknown())
  .describe('application/json (a download)');
export type AcademyExport = z.infer<typeof academyExportSchema>;
