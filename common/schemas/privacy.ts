import { z } from 'zod';
import type { AvatarLook } from '../avatars/catalog';
import type { ProjectStatus } from './projects';

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

const id = (value: string) => encodeURIComponent(value);

export const PRIVACY_API = {
  /** Educator: a teacher of one of the student's classes, or the student's administrator. */
  educatorExport: (studentId: string, format: ExportFormat) =>
    `/api/classroom/students/${id(studentId)}/export.${format}`,
  /** Educator: deletes the account (the student's administrator only). */
  educatorDelete: (studentId: string) => `/api/classroom/students/${id(studentId)}`,
  /** Educator: which of the class's students they may delete, and pending requests. */
  classPrivacy: (classId: string) => `/api/classroom/classes/${id(classId)}/privacy`,
  /** Educator: carries out a pending request now. */
  educatorComplete: (requestId: string) =>
    `/api/classroom/deletion-requests/${id(requestId)}/complete`,
  /** Linked parent. */
  parentExport: (studentId: string, format: ExportFormat) =>
    `/api/parent/children/${id(studentId)}/export.${format}`,
  /** Linked parent: GET the request's state, POST to ask, DELETE to withdraw. */
  parentRequest: (studentId: string) => `/api/parent/children/${id(studentId)}/deletion-request`,
  /** Platform admins. */
  adminRequests: '/api/admin/deletion-requests',
  adminComplete: (requestId: string) => `/api/admin/deletion-requests/${id(requestId)}/complete`,
} as const;

export type ExportFormat = 'json' | 'pdf';

/** Calls that change state send a JSON object and nothing in it (CSRF rule: JSON bodies). */
export const emptyBodySchema = z.object({}).strict();

export type DeletionRequestStatus = 'pending' | 'completed' | 'cancelled';

/** A request as its parent sees it. */
export interface DeletionRequestView {
  id: string;
  status: DeletionRequestStatus;
  createdAt: string;
  dueAt: string;
}

export interface ParentDeletionAnswer {
  /** The pending request, or null when there is none. */
  request: DeletionRequestView | null;
}

/** A pending request as a teacher of the child sees it on the class page. */
export interface ClassDeletionRequest extends DeletionRequestView {
  studentId: string;
}

export interface ClassPrivacyAnswer {
  /** The class's students the signed-in teacher may delete (they administer them). */
  deletableStudentIds: string[];
  /** Pending requests for the class's students, oldest first. */
  deletionRequests: ClassDeletionRequest[];
}

/** A request in the admin area: the student's initials while pending, nothing once done. */
export interface AdminDeletionRequest extends DeletionRequestView {
  studentId: string;
  /** 'Maria G.' while the student exists; null once deleted. */
  studentLabel: string | null;
  completedAt: string | null;
  /** Who carried it out: a teacher, a platform admin or the scheduled job; null otherwise. */
  completedVia: 'educator' | 'admin' | 'schedule' | null;
}

export interface AdminDeletionRequestsAnswer {
  pending: AdminDeletionRequest[];
  /** Completed or cancelled in the last 30 days, newest first. */
  recent: AdminDeletionRequest[];
}

export interface CompleteDeletionAnswer {
  id: string;
  status: 'completed';
  completedAt: string;
}

/* ---- The export (JSON) ---- */

/**
 * Everything held about a student, for the educator or parent who asked. The student part
 * holds the spec's PII only; the password appears as whether one is set, never its hash.
 * Username and email are how the student signs in (email only from Google sign-in).
 */
export interface StudentExport {
  format: 'lectio-student-export';
  version: 1;
  exportedAt: string;
  student: {
    id: string;
    firstName: string;
    lastName: string;
    gradeLevel: string | null;
    username: string | null;
    email: string | null;
    passwordSet: boolean;
    /** Slot → item name, as worn. */
    avatar: Record<keyof AvatarLook, string>;
    createdAt: string;
  };
  classes: {
    id: string;
    title: string;
    gradeLevel: string | null;
    subject: string | null;
    joinedAt: string;
  }[];
  projects: {
    id: string;
    classTitle: string;
    activityTitle: string;
    status: ProjectStatus;
    wordCount: number;
    answers: { question: string; answer: string }[];
    score: {
      points: number;
      maxPoints: number;
      criteria: { criterion: string; level: string; points: number }[];
    } | null;
    comments: { author: string; body: string; createdAt: string }[];
    submittedAt: string | null;
    createdAt: string;
    updatedAt: string;
  }[];
  points: {
    balance: number;
    ledger: { points: number; kind: string; note: string | null; createdAt: string }[];
  };
  avatarItems: { itemId: string; name: string; purchasedAt: string }[];
  /** Linked parents or guardians: names only. */
  parents: { firstName: string; lastName: string }[];
}
