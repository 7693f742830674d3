import { z } from 'zod';

/**
 * The students an adult may act for (the area pages offer 'Log in as' and new login codes from
 * these lists): a teacher's class rosters, a parent's linked children.
 */

const base = '/api/roster';

export const ROSTER_API = {
  /** The students of the teacher's classes, then those they administer in no class. */
  students: `${base}/students`,
  loginCode: (studentId: string) => `${base}/students/${encodeURIComponent(studentId)}/login_code`,
  /** The parent's linked children. */
  children: `${base}/children`,
} as const;

/** One student as the adult areas list them. */
export const rosterEntrySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  /** The class this row is for (a teacher's list), or the child's classes, comma-separated. */
  className: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const rosterSchema = z.array(rosterEntrySchema);

/** POST /api/roster/students/:studentId/login_code. */
export const rosterStudentParamsSchema = z.object({ studentId: z.string().trim().min(1).max(60) });
/** The call takes no fields (any sent are ignored). */
export const loginCodeBodySchema = z.object({}).describe('No fields');

/** A new login code: shown once, printed on the sign-in card with the day it stops working. */
export const issuedLoginCodeSchema = z.object({
  /** The code in clear: this answer is the only place it exists. */
  code: z.string(),
  /** When it stops working (ISO). */
  expiresAt: z.string(),
});
export type IssuedLoginCode = z.infer<typeof issuedLoginCodeSchema>;
