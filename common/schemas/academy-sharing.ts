import { z } from 'zod';
import {
  COURSE_CATEGORY_KEYS,
  COURSE_MEMBER_STATUSES,
  COURSE_VISIBILITIES,
} from '../academy/courses';
import { INVITE_STATES, JOIN_LINK_STATES, JOIN_OUTCOMES, SHARING_LIMITS } from '../academy/sharing';
import { SHARING_MESSAGES } from '../academy/sharing-messages';
import { emailField, isoDate } from './fields';

/**
 * Sharing and joining a course (issue 13, point 6). Staff calls under /api/academy/sharing
 * (the course's instructors only); the join pages' calls under /api/academy/join, which answer
 * by token and reveal only what the join page shows.
 */
const sharing = '/api/academy/sharing/courses';
const join = '/api/academy/join';
export const ACADEMY_SHARING_API = {
  link: (courseId: string) => `${sharing}/${courseId}/link`,
  regenerate: (courseId: string) => `${sharing}/${courseId}/link/regenerate`,
  requests: (courseId: string) => `${sharing}/${courseId}/requests`,
  approve: (courseId: string, userId: string) =>
    `${sharing}/${courseId}/requests/${userId}/approve`,
  decline: (courseId: string, userId: string) =>
    `${sharing}/${courseId}/requests/${userId}/decline`,
  invites: (courseId: string) => `${sharing}/${courseId}/invites`,
  invite: (courseId: string, inviteId: string) => `${sharing}/${courseId}/invites/${inviteId}`,
  resend: (courseId: string, inviteId: string) =>
    `${sharing}/${courseId}/invites/${inviteId}/resend`,
  participants: (courseId: string) => `${sharing}/${courseId}/participants`,
  participant: (courseId: string, userId: string) =>
    `${sharing}/${courseId}/participants/${userId}`,
} as const;
export const ACADEMY_JOIN_API = {
  link: (token: string) => `${join}/link/${encodeURIComponent(token)}`,
  invite: (token: string) => `${join}/invite/${encodeURIComponent(token)}`,
  course: (courseId: string) => `${join}/course/${encodeURIComponent(courseId)}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Params

export const courseParamsSchema = z.object({ courseId: z.string() });
export const courseUserParamsSchema = z.object({ courseId: z.string(), userId: z.string() });
export const courseInviteParamsSchema = z.object({ courseId: z.string(), inviteId: z.string() });
/** A token in a path: any string up to 100 characters (longer ones cannot be ours). */
export const tokenParamsSchema = z.object({ token: z.string().max(100) });

// ---------------------------------------------------------------------------------------------
// The join link, as its instructors see it

export const joinLinkSchema = z.object({
  id: z.string(),
  /** The absolute address to share. */
  url: z.string(),
  expiresAt: isoDate.nullable(),
  seatLimit: z.number().int().nullable(),
  joinedCount: z.number().int(),
  createdAt: isoDate,
});
export type JoinLink = z.infer<typeof joinLinkSchema>;

export const linkAnswerSchema = z.object({
  link: joinLinkSchema.nullable(),
  visibility: z.enum(COURSE_VISIBILITIES),
  status: z.enum(['draft', 'published', 'archived']),
});
export type LinkAnswer = z.infer<typeof linkAnswerSchema>;

/** PATCH: an expiry (null: never) and a seat limit (null: no limit). */
export const linkSettingsSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true, error: SHARING_MESSAGES.expiryInvalid }).nullable(),
  seatLimit: z
    .number({ error: SHARING_MESSAGES.seatLimitInvalid })
    .int(SHARING_MESSAGES.seatLimitInvalid)
    .min(1, SHARING_MESSAGES.seatLimitInvalid)
    .max(SHARING_LIMITS.seatLimitMax, SHARING_MESSAGES.seatLimitInvalid)
    .nullable(),
});
export type LinkSettings = z.infer<typeof linkSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Requests, participants, invitations

const personSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});

export const requestsAnswerSchema = z.object({
  requests: z.array(personSchema.extend({ requestedAt: isoDate })),
});
export type RequestsAnswer = z.infer<typeof requestsAnswerSchema>;

export const participantSchema = personSchema.extend({
  status: z.enum(COURSE_MEMBER_STATUSES),
  joinedAt: isoDate.nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantsAnswerSchema = z.object({ participants: z.array(participantSchema) });
export type ParticipantsAnswer = z.infer<typeof participantsAnswerSchema>;

export const memberStatusAnswerSchema = z.object({ status: z.enum(COURSE_MEMBER_STATUSES) });

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(INVITE_STATES),
  sentAt: isoDate,
  expiresAt: isoDate,
});
export type Invite = z.infer<typeof inviteSchema>;
export const invitesAnswerSchema = z.object({ invites: z.array(inviteSchema) });
export type InvitesAnswer = z.infer<typeof invitesAnswerSchema>;

/** Up to 50 addresses; duplicates are sent once. */
export const inviteBodySchema = z.object({
  emails: z
    .array(z.string(), { error: SHARING_MESSAGES.emailsRequired })
    .min(1, SHARING_MESSAGES.emailsRequired)
    .max(SHARING_LIMITS.invitesPerRequest, SHARING_MESSAGES.tooManyEmails)
    .superRefine((emails, context) => {
      for (const address of emails) {
        if (!emailField.safeParse(address).success) {
          context.addIssue({ code: 'custom', message: SHARING_MESSAGES.emailInvalid(address) });
          return;
        }
      }
    }),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** What an invitation form did with each address. */
export const inviteResultSchema = z.object({
  invited: z.array(z.string()),
  alreadyInvited: z.array(z.string()),
  alreadyMembers: z.array(z.string()),
  /** Invited, but the email was held back by the mail limits (resend later). */
  notSent: z.array(z.string()),
  invites: z.array(inviteSchema),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

// ---------------------------------------------------------------------------------------------
// The join pages

/** Only what a join page shows of a course: never its lessons, members or settings. */
export const joinCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(COURSE_CATEGORY_KEYS),
  visibility: z.enum(COURSE_VISIBILITIES),
  instructorName: z.string(),
});
export type JoinCourse = z.infer<typeof joinCourseSchema>;

/** The caller's place in the course, when signed in: a status, or null (not a member yet). */
const membershipSchema = z.enum([...COURSE_MEMBER_STATUSES, 'staff']).nullable();
export type Membership = z.infer<typeof membershipSchema>;

export const joinLinkAnswerSchema = z.object({
  state: z.enum(JOIN_LINK_STATES),
  course: joinCourseSchema,
  signedIn: z.boolean(),
  membership: membershipSchema,
});
export type JoinLinkAnswer = z.infer<typeof joinLinkAnswerSchema>;

export const joinAnswerSchema = z.object({
  status: z.enum(JOIN_OUTCOMES),
  courseId: z.string(),
  /** Where to go next: the course, or (pending) nowhere. */
  url: z.string().nullable(),
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

export const inviteAnswerSchema = z.object({
  state: z.enum(['open', 'accepted', 'expired', 'closed']),
  course: joinCourseSchema,
  /** The invited address, partly hidden (e.g. "cl•••@example.org"). */
  email: z.string(),
  signedIn: z.boolean(),
  /** Whether the signed-in account's address is the invited one. */
  forYou: z.boolean(),
  membership: membershipSchema,
});
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

export const outlineSchema = z.array(
  z.object({ title: z.string(), lessons: z.array(z.object({ title: z.string() })) }),
);
export const publicCourseAnswerSchema = z.object({
  course: joinCourseSchema.extend({
    /** Sanitised rich text. */
    description: z.string(),
    outline: outlineSchema,
    /** The cover image's public address, or null: category art. */
    coverUrl: z.string().nullable(),
  }),
  signedIn: z.boolean(),
  membership: membershipSchema,
});
export type PublicCourseAnswer = z.infer<typeof publicCourseAnswerSchema>;
