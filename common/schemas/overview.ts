import { z } from 'zod';
import { PROGRESS_STATES } from '../classroom/progress';
import { idParam } from './ids';

/**
 * The teacher's overview of their classes (issue 11, points 4, 7 and 9): the dashboard, each
 * class's assignments with their progress (the Activities tab) and the gradebook with its CSV.
 * Read-only calls under /api/classroom; each checks that the caller teaches the class (owner
 * or co-teacher). Time rules: common/classroom/school-days.ts; states: progress.ts.
 */

const base = '/api/classroom';
const classPath = (classId: string) => `${base}/classes/${encodeURIComponent(classId)}`;

export const OVERVIEW_API = {
  dashboard: `${base}/dashboard`,
  assignments: (classId: string) => `${classPath(classId)}/assignments`,
  gradebook: (classId: string) => `${classPath(classId)}/gradebook`,
  gradebookCsv: (classId: string) => `${classPath(classId)}/gradebook.csv`,
} as const;

export const overviewClassParamsSchema = z.object({ classId: idParam });

const progressStateSchema = z.enum(PROGRESS_STATES);
const countsSchema = z.object(
  Object.fromEntries(PROGRESS_STATES.map((state) => [state, z.number()])) as Record<
    (typeof PROGRESS_STATES)[number],
    z.ZodNumber
  >,
);

/* ---- Dashboard ---- */

export const dashboardClassSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  role: z.enum(['owner', 'co-teacher']),
  studentCount: z.number(),
  /** Assignments open to students today (opened, and due day not yet over or no due date). */
  openActivities: z.number(),
  /** Handed-in work waiting for feedback (the To review rule). */
  toReview: z.number(),
  pendingJoinRequests: z.number(),
});
export type DashboardClass = z.infer<typeof dashboardClassSchema>;

export const reviewItemSchema = z.object({
  projectId: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /** The last hand-in. */
  submittedAt: z.string(),
  /** Handed in again after the teacher's feedback. */
  revision: z.boolean(),
  late: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const upcomingItemSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  activityId: z.string(),
  activityTitle: z.string(),
  dueDate: z.string(),
  assigned: z.number(),
  handedIn: z.number(),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

export const recentItemSchema = z.object({
  kind: z.enum(['hand_in', 'revision', 'join_request']),
  at: z.string(),
  classId: z.string(),
  classTitle: z.string(),
  studentName: z.string(),
  activityTitle: z.string().nullable(),
  /** The work to open (hand-ins and revisions). */
  projectId: z.string().nullable(),
});
export type RecentItem = z.infer<typeof recentItemSchema>;

/** GET dashboard. */
export const dashboardAnswerSchema = z.object({
  classes: z.array(dashboardClassSchema),
  /** Oldest first; at most REVIEW_QUEUE_LIMIT rows, `toReviewTotal` counts them all. */
  toReview: z.array(reviewItemSchema),
  toReviewTotal: z.number(),
  upcoming: z.array(upcomingItemSchema),
  recent: z.array(recentItemSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

export const REVIEW_QUEUE_LIMIT = 50;
export const RECENT_ACTIVITY_LIMIT = 12;

/* ---- A class's assignments with their progress (Activities tab) ---- */

export const assignmentStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  state: progressStateSchema,
  projectId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  late: z.boolean(),
});
export type AssignmentStudent = z.infer<typeof assignmentStudentSchema>;

export const assignmentProgressSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  passageReference: z.string(),
  assignedAt: z.string(),
  opensOn: z.string().nullable(),
  /** Not yet open to students. */
  scheduled: z.boolean(),
  dueDate: z.string().nullable(),
  /** Chosen students only (else the whole class). */
  chosenStudents: z.boolean(),
  counts: countsSchema,
  lateCount: z.number(),
  students: z.array(assignmentStudentSchema),
});
export type AssignmentProgress = z.infer<typeof assignmentProgressSchema>;

/** GET assignments: newest assignment first. */
export const classAssignmentsAnswerSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  assignments: z.array(assignmentProgressSchema),
});
export type ClassAssignmentsAnswer = z.infer<typeof classAssignmentsAnswerSchema>;

/* ---- Gradebook ---- */

export const gradebookColumnSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  /** The rubric's best total, or null without a rubric. */
  maxPoints: z.number().nullable(),
});
export type GradebookColumn = z.infer<typeof gradebookColumnSchema>;

/** One cell; null in a row where the assignment is not for that student. */
export const gradebookCellSchema = z.object({
  state: progressStateSchema,
  projectId: z.string().nullable(),
  late: z.boolean(),
  /** The rubric total, when scored. */
  points: z.number().nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookRowSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** One per column, in the columns' order. */
  cells: z.array(gradebookCellSchema.nullable()),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

/** GET gradebook: columns oldest assignment first, rows by last name. */
export const gradebookAnswerSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  columns: z.array(gradebookColumnSchema),
  rows: z.array(gradebookRowSchema),
});
export type GradebookAnswer = z.infer<typeof gradebookAnswerSchema>;
