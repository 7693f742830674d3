import { z } from 'zod';
import { isoDate } from './fields';
import { idParam } from './ids';
import { ADMIN_MESSAGES } from '../admin/messages';

/** The platform admin area (issue 5, point 13): find people, grant teacher credits. */
export const ADMIN_API = {
  search: (q: string) => `/api/admin/search?q=${encodeURIComponent(q)}`,
  verifySchool: (schoolId: string) => `/api/admin/schools/${encodeURIComponent(schoolId)}/verify`,
} as const;

export const adminSearchSchema = z.object({
  q: z.string().trim().min(2, ADMIN_MESSAGES.queryTooShort).max(100),
});

export const teacherParamsSchema = z.object({ teacherId: idParam });
export const schoolParamsSchema = z.object({ schoolId: idParam });

/* ---- Answers ---- */

export const adminSearchAnswerSchema = z.object({
  schools: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string(),
      classCount: z.number(),
      /** The one-line postal address, for checking it before class orders ship there flat. */
      address: z.string(),
      verifiedAt: isoDate.nullable(),
    }),
  ),
  teachers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), credits: z.number() }),
  ),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      username: z.string().nullable(),
      classes: z.array(z.string()),
    }),
  ),
});
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswerSchema>;

/** POST …/teachers/:teacherId/credits: the teacher's balance after the grant. */

/** POST …/schools/:schoolId/verify: when the address was first checked. */
export const schoolVerifiedAnswerSchema = z.object({ verifiedAt: isoDate });
