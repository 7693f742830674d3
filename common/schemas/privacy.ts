import { z } from 'zod';
import { AVATAR_SLOTS } from '../avatars/catalog';
import { isoDate } from './fields';
import { idParam } from './ids';
import { PROJECT_STATUSES } from './projects';

/**
 * Student privacy (SPEC §3: student PII is first name, last name, grade level, password and
 * avatar; a parent is an administrator of the child and can have the account deleted through
 * the teacher; SPEC §4: account deletion is by request). Educators and linked parents export
 * a student's data as JSON or PDF; a student's administrator deletes the account; a parent's
 * deletion request reaches the teachers and the platform admins and is carried out within
 * 72 hours; audit rows naming a student are purged after 90 days.
 */

/** A parent's request is carried out at most this long after it is made. */
export const DELETION_DUE_HOURS = 72;
/** Audit rows naming a student (and finished deletion requests) are kept this long. */
export const STUDENT_LOG_RETENTION_DAYS = 90;

const base = '/api/privacy';
const id = (value: string) => encodeURIComponent(value);

export const PRIVACY_API = {
  /** Educator: a teacher of one of the student's classes, or the student's administrator. */
  educatorExport: (studentId: string, format: ExportFormat) =>
    `${base}/students/${id(studentId)}/export.${format}`,
  /** Educator: deletes the account (the student's administrator only). */
  educatorDelete: (studentId: string) => `${base}/students/${id(studentId)}`,
  /** Educator: which of the class's students they may delete, and pending requests. */
  classPrivacy: (classId: string) => `${base}/classes/${id(classId)}`,
  /** Educator: carries out a pending request now. */
  educatorComplete: (requestId: string) => `${base}/deletion-requests/${id(requestId)}/complete`,
  /** Linked parent. */
  parentExport: (studentId: string, format: ExportFormat) =>
    `${base}/children/${id(studentId)}/export.${format}`,
  /** Linked parent: GET the request's state, POST to ask, DELETE to withdraw. */
  parentRequest: (studentId: string) => `${base}/children/${id(studentId)}/deletion-request`,
  /** Platform admins. */
  adminRequests: `${base}/admin/deletion-requests`,
  adminComplete: (requestId: string) => `${base}/admin/deletion-requests/${id(requestId)}/complete`,
} as const;

export type ExportFormat = 'json' | 'pdf';

/** Calls that change state send a JSON object and nothing in it (CSRF rule: JSON bodies). */
export const emptyBodySchema = z.object({}).strict();

/* ---- Route parameters ---- */

export const studentParamsSchema = z.object({ studentId: idParam });
export const classPrivacyParamsSchema = z.object({ classId: idParam });
export const deletionRequestParamsSchema = z.object({ requestId: idParam });

/* ---- Answers ---- */

export const deletionRequestStatusSchema = z.enum(['pending', 'completed', 'cancelled']);
export type DeletionRequestStatus = z.infer<typeof deletionRequestStatusSchema>;

/** A request as its parent sees it. */
export const deletionRequestViewSchema = z.object({
  id: z.string(),
  status: deletionRequestStatusSchema,
  createdAt: isoDate,
  dueAt: isoDate,
});
export type DeletionRequestView = z.infer<typeof deletionRequestViewSchema>;

export const parentDeletionAnswerSchema = z.object({
  /** The pending request, or null when there is none. */
  request: deletionRequestViewSchema.nullable(),
});
export type ParentDeletionAnswer = z.infer<typeof parentDeletionAnswerSchema>;

/** A pending request as a teacher of the child sees it on the class page. */
export const classDeletionRequestSchema = deletionRequestViewSchema.extend({
  studentId: z.string(),
});
export type ClassDeletionRequest = z.infer<typeof classDeletionRequestSchema>;

export const classPrivacyAnswerSchema = z.object({
  /** The class's students the signed-in teacher may delete (they administer them). */
  deletableStudentIds: z.array(z.string()),
  /** Pending requests for the class's students, oldest first. */
  deletionRequests: z.array(classDeletionRequestSchema),
});
export type ClassPrivacyAnswer = z.infer<typeof classPrivacyAnswerSchema>;

/** A request in the admin area: the student's initials while pending, nothing once done. */
export const adminDeletionRequestSchema = deletionRequestViewSchema.extend({
  studentId: z.string(),
  /** 'Maria G.' while the student exists; null once deleted. */
  studentLabel: z.string().nullable(),
  completedAt: isoDate.nullable(),
  /** Who carried it out: a teacher, a platform admin or the scheduled job; null otherwise. */
  completedVia: z.enum(['educator', 'admin', 'schedule']).nullable(),
});
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequestSchema>;

export const adminDeletionRequestsAnswerSchema = z.object({
  pending: z.array(adminDeletionRequestSchema),
  /** Completed or cancelled in the last 30 days, newest first. */
  recent: z.array(adminDeletionRequestSchema),
});
export type AdminDeletionRequestsAnswer = z.infer<typeof adminDeletionRequestsAnswerSchema>;

export const completeDeletionAnswerSchema = z.object({
  id: z.string(),
  status: z.literal('completed'),
  completedAt: isoDate,
});
export type CompleteDeletionAnswer = z.infer<typeof completeDeletionAnswerSchema>;

/* ---- The export (JSON) ---- */

/**
 * Everything held about a student, for the educator or parent who asked. The student part
 * holds the spec's PII only; the password appears as whether one is set, never its hash.
 * Username and email are how the student signs in (email only from Google sign-in).
 */
export const studentExportSchema = z.object({
  format: z.literal('lectio-student-export'),
  version: z.literal(1),
  exportedAt: isoDate,
  student: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    gradeLevel: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    passwordSet: z.boolean(),
    /** Slot → item name, as worn. */
    avatar: z.record(z.enum(AVATAR_SLOTS), z.string()),
    createdAt: isoDate,
  }),
  classes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      gradeLevel: z.string().nullable(),
      subject: z.string().nullable(),
      joinedAt: isoDate,
    }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      classTitle: z.string(),
      activityTitle: z.string(),
      status: z.enum(PROJECT_STATUSES),
      wordCount: z.number(),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
      score: z
        .object({
          points: z.number(),
          maxPoints: z.number(),
          criteria: z.array(
            z.object({ criterion: z.string(), level: z.string(), points: z.number() }),
          ),
        })
        .nullable(),
      comments: z.array(z.object({ author: z.string(), body: z.string(), createdAt: isoDate })),
      submittedAt: isoDate.nullable(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
  ),
  points: z.object({
    balance: z.number(),
    ledger: z.array(
      z.object({
        points: z.number(),
        kind: z.string(),
        note: z.string().nullable(),
        createdAt: isoDate,
      }),
    ),
  }),
  avatarItems: z.array(z.object({ itemId: z.string(), name: z.string(), purchasedAt: isoDate })),
  /** Linked parents or guardians: names only. */
  parents: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
});
export type StudentExport = z.infer<typeof studentExportSchema>;
