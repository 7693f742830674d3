import { z } from 'zod';
import { emailField } from './fields';

/** School and parish billing accounts (issue 16, point 1), under /api/billing/school. */
export const SCHOOL_BILLING_API = {
  /** GET: the caller's place in a school's account; POST: set one up for their school. */
  school: '/api/billing/school',
  /** POST: a manager invites a teacher by email. */
  invitations: '/api/billing/school/invitations',
  /** DELETE: a manager withdraws an invitation. */
  invitation: '/api/billing/school/invitations/:id',
  /** POST: the invited teacher joins, or declines. */
  accept: '/api/billing/school/invitations/:id/accept',
  decline: '/api/billing/school/invitations/:id/decline',
  /** DELETE: a manager removes a teacher, or a teacher leaves (their own id). */
  member: '/api/billing/school/members/:userId',
} as const;

export const schoolBillingPaths = {
  invitation: (id: string) => SCHOOL_BILLING_API.invitation.replace(':id', encodeURIComponent(id)),
  accept: (id: string) => SCHOOL_BILLING_API.accept.replace(':id', encodeURIComponent(id)),
  decline: (id: string) => SCHOOL_BILLING_API.decline.replace(':id', encodeURIComponent(id)),
  member: (userId: string) =>
    SCHOOL_BILLING_API.member.replace(':userId', encodeURIComponent(userId)),
};

const schoolKindSchema = z.enum(['school', 'parish']);
const memberRoleSchema = z.enum(['manager', 'member']);

export const setUpSchoolAccountSchema = z.object({
  kind: schoolKindSchema,
  billingEmail: emailField,
});

export const inviteTeacherSchema = z.object({
  email: emailField,
  role: memberRoleSchema,
});

export const invitationParamsSchema = z.object({ id: z.string().min(1).max(40) });
export const memberParamsSchema = z.object({ userId: z.string().min(1).max(40) });

const personSchema = z.object({ name: z.string(), email: z.string() });

/** GET /api/billing/school: what the billing page's school section shows the caller. */
export const schoolBillingAnswerSchema = z.object({
  /** The school's or parish's account the caller is in, or null. */
  membership: z
    .object({
      /** The caller's own id: leaving is removing oneself. */
      userId: z.string(),
      accountId: z.string(),
      accountName: z.string(),
      kind: schoolKindSchema,
      role: memberRoleSchema,
      managers: z.array(personSchema),
    })
    .nullable(),
  /** Managers only: the account's teachers and the invitations not yet answered. */
  teachers: z.array(
    personSchema.extend({
      userId: z.string(),
      role: memberRoleSchema,
      classes: z.number().int().min(0),
    }),
  ),
  pending: z.array(
    z.object({ id: z.string(), email: z.string(), role: memberRoleSchema, sentAt: z.string() }),
  ),
  /** Invitations to the caller's email from school accounts. */
  invitations: z.array(
    z.object({
      id: z.string(),
      accountName: z.string(),
      kind: schoolKindSchema,
      role: memberRoleSchema,
      invitedBy: z.string(),
    }),
  ),
  /**
   * For a teacher in no school account: their remembered school (null when Lectio does not know
   * it), and when that school already has an account, who manages it (names only).
   */
  setUp: z
    .object({ schoolName: z.string().nullable(), managedBy: z.string().nullable() })
    .nullable(),
});

export type SchoolBillingAnswer = z.infer<typeof schoolBillingAnswerSchema>;
