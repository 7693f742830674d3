import { z } from 'zod';
import { avatarLookSchema } from '../avatars/catalog';
import { activityAnswerSchema, questionAnswerSchema, rubricAnswerSchema } from './activities';
import { PROJECT_MESSAGES } from '../projects/messages';
import { PROJECT_LIMITS } from '../projects/limits';
import { wordCountOf } from '../writing/rich-text';

/**
 * Student writing (issue 5, points 4 and 7): a project is one student's answers to one
 * activity in one class. Students autosave; teachers watch it live, comment, score with the
 * rubric, award points and move it between active, approved and archived (SPEC §3, §4).
 */

/** 'returned': sent back to the student for revision (issue 11, point 8). */
export const PROJECT_STATUSES = ['active', 'returned', 'approved', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Points a student earns the first time they hand in a piece of work. */
export const SUBMISSION_POINTS = 10;

/** One module owns /api/projects: the student's side under /student, the teacher's after it. */
export const PROJECTS_API = {
  studentActivities: '/api/projects/student/activities',
  studentWritingPdf: '/api/projects/student/writing.pdf',
  studentProject: (classId: string, activityId: string) =>
    `/api/projects/student/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}`,
  studentSubmit: (classId: string, activityId: string) =>
    `${PROJECTS_API.studentProject(classId, activityId)}/submit`,
  classProjects: (classId: string, activityId: string) =>
    `/api/projects/classes/${encodeURIComponent(classId)}/activities/${encodeURIComponent(activityId)}`,
  classLive: (classId: string) => `/api/projects/classes/${encodeURIComponent(classId)}/live`,
  project: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`,
  comments: (projectId: string) => `${PROJECTS_API.project(projectId)}/comments`,
  score: (projectId: string) => `${PROJECTS_API.project(projectId)}/score`,
  status: (projectId: string) => `${PROJECTS_API.project(projectId)}/status`,
  points: (studentId: string) => `/api/projects/students/${encodeURIComponent(studentId)}/points`,
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

/* ---- Answers ----
 * Plain shapes, checked by the server's serializer as sent; the types are read from them.
 */

const answersRecord = z.record(z.string(), z.string());
const progressSchema = z.enum([...PROJECT_STATUSES, 'not_started']);

export const projectCommentSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

export const projectScoreSchema = z.object({
  /** criterion id → chosen level index */
  levels: z.record(z.string(), z.number()),
  points: z.number(),
  maxPoints: z.number(),
});
export type ProjectScore = z.infer<typeof projectScoreSchema>;

/** What a student sees of one assigned activity. */
export const studentActivityCardSchema = z.object({
  classId: z.string(),
  classTitle: z.string(),
  activityId: z.string(),
  title: z.string(),
  passageReference: z.string(),
  dueDate: z.string().nullable(),
  status: progressSchema,
  submitted: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type StudentActivityCard = z.infer<typeof studentActivityCardSchema>;

export const studentActivitiesAnswerSchema = z.object({
  points: z.number(),
  activities: z.array(studentActivityCardSchema),
});
export type StudentActivitiesAnswer = z.infer<typeof studentActivitiesAnswerSchema>;

/** GET studentProject: the activity to read and the student's own work on it. */
export const studentProjectAnswerSchema = z.object({
  /** Whose work this is: the browser keeps unsaved drafts under it (never another's). */
  studentId: z.string(),
  classId: z.string(),
  activity: activityAnswerSchema.omit({
    sourceLibraryId: true,
    createdAt: true,
    updatedAt: true,
    assignments: true,
  }),
  project: z.object({
    answers: answersRecord,
    status: z.enum(PROJECT_STATUSES),
    submittedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    comments: z.array(projectCommentSchema),
    score: projectScoreSchema.nullable(),
  }),
});
export type StudentProjectAnswer = z.infer<typeof studentProjectAnswerSchema>;

/** PUT studentProject (an autosave). */
export const saveAnswersAnswerSchema = z.object({
  projectId: z.string(),
  updatedAt: z.string(),
  wordCount: z.number(),
});
export type SaveAnswersAnswer = z.infer<typeof saveAnswersAnswerSchema>;

/** POST studentSubmit: when the work was first handed in, and the student's points now. */
export const submitAnswerSchema = z.object({ submittedAt: z.string(), points: z.number() });

/** One student's work as the teacher's live class view shows it. */
export const projectSummarySchema = z.object({
  projectId: z.string().nullable(),
  studentId: z.string(),
  studentName: z.string(),
  /** The look the student wears, shown beside their name. */
  avatar: avatarLookSchema,
  answers: answersRecord,
  wordCount: z.number(),
  status: progressSchema,
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  commentCount: z.number(),
  score: projectScoreSchema.nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET classProjects */
export const classProjectsAnswerSchema = z.object({
  classId: z.string(),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    questions: z.array(questionAnswerSchema),
    rubric: rubricAnswerSchema.nullable(),
  }),
  projects: z.array(projectSummarySchema),
});
export type ClassProjectsAnswer = z.infer<typeof classProjectsAnswerSchema>;

/** A Server-Sent Event of the live class view: one student's work changed. */
export const liveProjectEventSchema = z.object({
  projectId: z.string(),
  activityId: z.string(),
  studentId: z.string(),
  answers: answersRecord,
  wordCount: z.number(),
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
});
export type LiveProjectEvent = z.infer<typeof liveProjectEventSchema>;

/** GET project: one student's work with its feedback, for a teacher of the class. */
export const projectAnswerSchema = z.object({
  projectId: z.string(),
  classId: z.string(),
  activityId: z.string(),
  studentId: z.string(),
  answers: answersRecord,
  wordCount: z.number(),
  status: z.enum(PROJECT_STATUSES),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  score: projectScoreSchema.nullable(),
  comments: z.array(projectCommentSchema),
});
export type ProjectAnswer = z.infer<typeof projectAnswerSchema>;

/** POST comments: every comment of the project, the new one last. */
export const commentsAnswerSchema = z.object({ comments: z.array(projectCommentSchema) });
/** PUT score */
export const scoreAnswerSchema = z.object({ score: projectScoreSchema.nullable() });
/** POST status */
export const statusAnswerSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
});
/** POST points: the student's points after the award. */
export const pointsAnswerSchema = z.object({ points: z.number() });

/** Words in the answers (rich or plain text), as the teacher's view counts them. */
export function countWords(answers: Record<string, string>): number {
  return Object.values(answers).reduce((sum, text) => sum + wordCountOf(text), 0);
}

/* ---- The student's home and portfolio (issue 11, point 10) ---- */

export const STUDENT_HOME_API = {
  home: '/api/projects/student/home',
  portfolio: '/api/projects/student/portfolio',
} as const;

/** How far ahead "Due soon" looks, in days; late work not handed in is always there. */
export const DUE_SOON_DAYS = 14;
/** How many pieces "Recently approved" shows. */
export const RECENTLY_APPROVED = 5;

/** One assigned activity on the home, with how much feedback the student has on it. */
export const studentHomeCardSchema = studentActivityCardSchema.extend({
  commentCount: z.number(),
});
export type StudentHomeCard = z.infer<typeof studentHomeCardSchema>;

/** GET home: what the student should do next, then all their activities by class. */
export const studentHomeAnswerSchema = z.object({
  points: z.number(),
  /** Not handed in, due within DUE_SOON_DAYS or late; soonest first. */
  dueSoon: z.array(studentHomeCardSchema),
  /** Returned by the teacher for revision. */
  returned: z.array(studentHomeCardSchema),
  /** Approved, most recent first. */
  approved: z.array(studentHomeCardSchema),
  /** Every visible activity of each class that is not archived. */
  classes: z.array(
    z.object({
      classId: z.string(),
      classTitle: z.string(),
      activities: z.array(studentHomeCardSchema),
    }),
  ),
});
export type StudentHomeAnswer = z.infer<typeof studentHomeAnswerSchema>;

/** One piece of the portfolio: work the student has written, newest first. */
export const portfolioPieceSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  passageReference: z.string(),
  status: z.enum(PROJECT_STATUSES),
  wordCount: z.number(),
  /** When the work was last changed; the portfolio is ordered and dated by it. */
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type PortfolioPiece = z.infer<typeof portfolioPieceSchema>;

/** GET portfolio: every piece the student has written, by class (archived classes too). */
export const portfolioAnswerSchema = z.object({
  classes: z.array(
    z.object({
      classId: z.string(),
      classTitle: z.string(),
      archived: z.boolean(),
      pieces: z.array(portfolioPieceSchema),
    }),
  ),
});
export type PortfolioAnswer = z.infer<typeof portfolioAnswerSchema>;
