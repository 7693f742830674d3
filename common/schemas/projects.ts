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
  /** The feedback loop (issue 11, point 8). */
  review: (projectId: string) => `${PROJECTS_API.project(projectId)}/review`,
  returnProject: (projectId: string) => `${PROJECTS_API.project(projectId)}/return`,
  approve: (projectId: string) => `${PROJECTS_API.project(projectId)}/approve`,
  projectPoints: (projectId: string) => `${PROJECTS_API.project(projectId)}/points`,
  studentFeedback: (classId: string, activityId: string) =>
    `${PROJECTS_API.studentProject(classId, activityId)}/feedback`,
  studentReplies: (classId: string, activityId: string) =>
    `${PROJECTS_API.studentProject(classId, activityId)}/replies`,
  /** The student's own work, live (point 12): Server-Sent Events. */
  studentLive: '/api/projects/student/live',
} as const;

const answerText = z.string().max(PROJECT_LIMITS.answer, PROJECT_MESSAGES.answerTooLong);

/** PUT studentProject: the whole set of answers (autosave), keyed by question id. */
export const saveAnswersSchema = z.object({
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), answerText)
    .refine((answers) => Object.keys(answers).length <= 50),
});
export type SaveAnswersInput = z.input<typeof saveAnswersSchema>;

const commentBody = z
  .string({ error: PROJECT_MESSAGES.commentRequired })
  .trim()
  .min(1, PROJECT_MESSAGES.commentRequired)
  .max(PROJECT_LIMITS.comment, PROJECT_MESSAGES.commentTooLong);

/**
 * A passage of one answer: offsets into `plainTextOf(answer)` (common/writing/rich-text.ts)
 * and the words quoted, which must be exactly what lies between them.
 */
export const commentAnchorSchema = z.object({
  questionId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, PROJECT_MESSAGES.anchorInvalid),
  start: z.number({ error: PROJECT_MESSAGES.anchorInvalid }).int().min(0),
  end: z.number({ error: PROJECT_MESSAGES.anchorInvalid }).int().min(1),
  quote: z.string().min(1, PROJECT_MESSAGES.anchorInvalid).max(PROJECT_LIMITS.answer),
});
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

/** POST comments (a teacher): general, anchored to a passage, or a reply in a thread. */
export const commentSchema = z.object({
  body: commentBody,
  anchor: commentAnchorSchema.optional(),
  parentId: z.string().max(40).optional(),
});

/** POST studentReplies: a student's answer to one of the teacher's comments. */
export const replySchema = z.object({
  body: commentBody,
  parentId: z.string({ error: PROJECT_MESSAGES.replyParentMissing }).max(40),
});

/** POST returnProject: the optional note the student reads in the Returned banner. */
export const returnSchema = z.object({
  note: z
    .string()
    .trim()
    .max(PROJECT_LIMITS.comment, PROJECT_MESSAGES.commentTooLong)
    .optional()
    .default(''),
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
  /** A teacher's comment or a student's reply. */
  authorRole: z.enum(['teacher', 'student']),
  body: z.string(),
  createdAt: z.string(),
  /** The comment this one replies to (threads are one level deep), or null. */
  parentId: z.string().nullable(),
  /** The hand-in version it was made on, or null (before the first hand-in, or older). */
  versionNumber: z.number().nullable(),
  /** The passage it is about, or null for a general comment. */
  anchor: commentAnchorSchema.nullable(),
});
export type ProjectComment = z.infer<typeof projectCommentSchema>;

/** One hand-in: the answers as they were handed in. */
export const projectVersionSchema = z.object({
  number: z.number(),
  answers: answersRecord,
  wordCount: z.number(),
  handedInAt: z.string(),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

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
    returnNote: z.string().nullable(),
    versions: z.array(projectVersionSchema),
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
export const submitAnswerSchema = z.object({
  submittedAt: z.string(),
  points: z.number(),
  /** The version this hand-in is (1, then each revision). */
  version: z.number(),
});

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

/** A Server-Sent Event of the live class view (`event: comment`): a comment or reply was added. */
export const liveCommentEventSchema = z.object({ projectId: z.string() });
export type LiveCommentEvent = z.infer<typeof liveCommentEventSchema>;

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
  returnNote: z.string().nullable(),
  versions: z.array(projectVersionSchema),
});
export type ProjectAnswer = z.infer<typeof projectAnswerSchema>;

/** GET review: the teacher's review screen of one student's work. */
export const reviewAnswerSchema = z.object({
  project: projectAnswerSchema,
  studentName: z.string(),
  classTitle: z.string(),
  activity: z.object({
    id: z.string(),
    title: z.string(),
    questions: z.array(questionAnswerSchema),
    rubric: rubricAnswerSchema.nullable(),
  }),
  /** The work of the students before and after this one (by name) on the same activity. */
  previousProjectId: z.string().nullable(),
  nextProjectId: z.string().nullable(),
  /** The student's points now (awards are announced to them). */
  points: z.number(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** GET studentFeedback: what the student's feedback panel shows, re-read on each live event. */
export const studentFeedbackAnswerSchema = z.object({
  status: z.enum(PROJECT_STATUSES),
  submittedAt: z.string().nullable(),
  returnNote: z.string().nullable(),
  score: projectScoreSchema.nullable(),
  comments: z.array(projectCommentSchema),
  versions: z.array(projectVersionSchema),
  /** The answers as saved now (the current text the highlights point into). */
  answers: answersRecord,
});
export type StudentFeedbackAnswer = z.infer<typeof studentFeedbackAnswerSchema>;

/** A Server-Sent Event of the student's live channel: something about their work changed. */
export const liveStudentEventSchema = z.object({
  /** 'project' (writing, status), 'comment', 'score' or 'points'. */
  change: z.string(),
  /** The project it is about; the student's id for points. */
  id: z.string(),
});
export type LiveStudentEvent = z.infer<typeof liveStudentEventSchema>;

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
