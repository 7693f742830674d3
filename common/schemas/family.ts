import { z } from 'zod';
import { questionAnswerSchema } from './activities';
import { PROJECT_STATUSES, projectCommentSchema, projectScoreSchema } from './projects';

/**
 * A parent's view of a linked child (issue 5, point 10; SPEC §4 Projects): the child's work
 * with the teacher's feedback; active projects can be edited or deleted, approved or archived
 * ones only by an emailed request; the child's published books, to buy in the store.
 */
export const FAMILY_API = {
  child: (studentId: string) => `/api/family/children/${encodeURIComponent(studentId)}/work`,
  project: (studentId: string, projectId: string) =>
    `/api/family/children/${encodeURIComponent(studentId)}/projects/${encodeURIComponent(projectId)}`,
} as const;

/* ---- Answers (plain shapes, checked by the server's serializer as sent) ---- */

export const childProjectSchema = z.object({
  projectId: z.string(),
  classTitle: z.string(),
  activityTitle: z.string(),
  questions: z.array(questionAnswerSchema),
  answers: z.record(z.string(), z.string()),
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
  comments: z.array(projectCommentSchema),
  score: projectScoreSchema.nullable(),
  /** Where to write for a change to approved or archived work. */
  teacherEmail: z.string(),
});
export type ChildProject = z.infer<typeof childProjectSchema>;

/** GET child */
export const childWorkAnswerSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  projects: z.array(childProjectSchema),
  /** Published books with the child in them: the store codes to buy with. */
  books: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ChildWorkAnswer = z.infer<typeof childWorkAnswerSchema>;

/** PUT project: the time of the parent's change. */
export const childAnswersSavedSchema = z.object({ updatedAt: z.string() });
