import type { ProjectComment, ProjectScore, ProjectStatus } from './projects';
import type { Question } from './activities';

/**
 * A parent's view of a linked child (issue 5, point 10; SPEC §4 Projects): the child's work
 * with the teacher's feedback; active projects can be edited or deleted, approved or archived
 * ones only by an emailed request; the child's published books, to buy in the store.
 */
export const FAMILY_API = {
  child: (studentId: string) => `/api/parent/children/${encodeURIComponent(studentId)}/work`,
  project: (studentId: string, projectId: string) =>
    `/api/parent/children/${encodeURIComponent(studentId)}/projects/${encodeURIComponent(projectId)}`,
} as const;

export const FAMILY_MESSAGES = {
  notFound: 'Not found',
  locked: 'This work is approved or archived: email the teacher to ask for a change.',
} as const;

export interface ChildProject {
  projectId: string;
  classTitle: string;
  activityTitle: string;
  questions: Question[];
  answers: Record<string, string>;
  status: ProjectStatus;
  updatedAt: string;
  comments: ProjectComment[];
  score: ProjectScore | null;
  /** Where to write for a change to approved or archived work. */
  teacherEmail: string;
}

export interface ChildWorkAnswer {
  studentId: string;
  firstName: string;
  lastName: string;
  projects: ChildProject[];
  /** Published books with the child in them: the store codes to buy with. */
  books: { code: string; name: string }[];
}
