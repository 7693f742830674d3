import { z } from 'zod';
import type { AvatarLook } from '../avatars/catalog';
import type { Activity, Question, Rubric } from './activities';
import { SESSION_MESSAGES } from '../messages';

/**
 * Student writing (issue 5, points 4 and 7): a project is one student's answers to one
 * activity in one class. Students autosave; teachers watch it live, comment, score with the
 * rubric, award points and move it between active, approved and archived (SPEC §3, §4).
 */

export const PROJECT_STATUSES = ['active', 'approved', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_LIMITS = {
  answer: 20_000,
  comment: 2_000,
  awardPoints: 100,
  note: 200,
} as const;

/** Points a student earns the first time they hand in a piece of work. */
export const SUBMISSION_POINTS = 10;

export const PROJECT_MESSAGES = {
  notFound: 'Not found',
  notSignedIn: SESSION_MESSAGES.notSignedIn,
  locked:
    'Your teacher has approved or archived this work, so it can no longer be changed. Ask your teacher if something needs fixing.',
  answerTooLong: `Answers must be at most ${PROJECT_LIMITS.answer} characters`,
  commentRequired: 'Write a comment first',
  commentTooLong: `Comments must be at most ${PROJECT_LIMITS.comment} characters`,
  scoreInvalid: 'Choose one of the rubric levels for each criterion',
  pointsInvalid: `Award a whole number of points from 1 to ${PROJECT_LIMITS.awardPoints}`,
  statusInvalid: 'Choose active, approved or archived',
  nothingToSubmit: 'Write something before you hand it in',
} as const;

export const PROJECTS_API = {
  studentActivities: '/api/student/activities',
  studentWritingPdf: '/api/student/writing.pdf',
  studentProject: (classId: string, activityId: string) =>
    `/api/student/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}`,
  studentSubmit: (classId: string, activityId: string) =>
    `${PROJECTS_API.studentProject(classId, activityId)}/submit`,
  classProjects: (classId: string, activityId: string) =>
    `/api/classroom/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}/projects`,
  classLive: (classId: string) => `/api/classroom/classes/${encodeURIComponent(classId)}/live`,
  project: (projectId: string) => `/api/classroom/projects/${encodeURIComponent(projectId)}`,
  comments: (projectId: string) => `${PROJECTS_API.project(projectId)}/comments`,
  score: (projectId: string) => `${PROJECTS_API.project(projectId)}/score`,
  status: (projectId: string) => `${PROJECTS_API.project(projectId)}/status`,
  points: (studentId: string) => `/api/classroom/students/${encodeURIComponent(studentId)}/points`,
} as const;

const answerText = z.string().max(PROJECT_LIMITS.answer, PROJECT_MESSAGES.answerTooLong);

/** PUT studentProject: the whole set of answers (autosave), keyed by question id. */
export const saveAnswersSchema = z.object({
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), answerText)
    .refine((answers) => Object.keys(answers).length <= 50),
});
export type SaveAnswersInput = z.input<typeof saveAnswersSchema>;

export const commentSchema = z.object({
  body: z
    .string({ error: PROJECT_MESSAGES.commentRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.commentRequired)
    .max(PROJECT_LIMITS.comment, PROJECT_MESSAGES.commentTooLong),
});

/** PUT score: the chosen level (by index) of each rubric criterion. */
export const scoreSchema = z.object({
  levels: z.record(
    z.string().max(40),
    z.number({ error: PROJECT_MESSAGES.scoreInvalid }).int().min(0).max(10),
  ),
});

export const statusSchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusInvalid }),
});

export const awardPointsSchema = z.object({
  points: z
    .number({ error: PROJECT_MESSAGES.pointsInvalid })
    .int(PROJECT_MESSAGES.pointsInvalid)
    .min(1, PROJECT_MESSAGES.pointsInvalid)
    .max(PROJECT_LIMITS.awardPoints, PROJECT_MESSAGES.pointsInvalid),
  note: z.string().trim().max(PROJECT_LIMITS.note).optional().default(''),
});

/* ---- Answers ---- */

export interface ProjectComment {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface ProjectScore {
  /** criterion id → chosen level index */
  levels: Record<string, number>;
  points: number;
  maxPoints: number;
}

/** What a student sees of one assigned activity. */
export interface StudentActivityCard {
  classId: string;
  classTitle: string;
  activityId: string;
  title: string;
  passageReference: string;
  dueDate: string | null;
  status: ProjectStatus | 'not_started';
  submitted: boolean;
  updatedAt: string | null;
}

export interface StudentActivitiesAnswer {
  points: number;
  activities: StudentActivityCard[];
}

/** GET studentProject: the activity to read and the student's own work on it. */
export interface StudentProjectAnswer {
  /** Whose work this is: the browser keeps unsaved drafts under it (never another's). */
  studentId: string;
  classId: string;
  activity: Omit<Activity, 'sourceLibraryId' | 'createdAt' | 'updatedAt' | 'assignments'>;
  project: {
    answers: Record<string, string>;
    status: ProjectStatus;
    submittedAt: string | null;
    updatedAt: string | null;
    comments: ProjectComment[];
    score: ProjectScore | null;
  };
}

/** PUT studentProject (an autosave). */
export interface SaveAnswersAnswer {
  projectId: string;
  updatedAt: string;
  wordCount: number;
}

/** One student's work as the teacher's live class view shows it. */
export interface ProjectSummary {
  projectId: string | null;
  studentId: string;
  studentName: string;
  /** The look the student wears, shown beside their name. */
  avatar: AvatarLook;
  answers: Record<string, string>;
  wordCount: number;
  status: ProjectStatus | 'not_started';
  submittedAt: string | null;
  updatedAt: string | null;
  commentCount: number;
  score: ProjectScore | null;
}

export interface ClassProjectsAnswer {
  classId: string;
  activity: { id: string; title: string; questions: Question[]; rubric: Rubric | null };
  projects: ProjectSummary[];
}

/** A Server-Sent Event of the live class view: one student's work changed. */
export interface LiveProjectEvent {
  projectId: string;
  activityId: string;
  studentId: string;
  answers: Record<string, string>;
  wordCount: number;
  status: ProjectStatus;
  updatedAt: string;
}

/** Words in the answers, as the teacher's view counts them. */
export function countWords(answers: Record<string, string>): number {
  return Object.values(answers).reduce(
    (sum, text) => sum + (text.trim() === '' ? 0 : text.trim().split(/\s+/).length),
    0,
  );
}
