// Types for classroom-data.mjs, so the unit tests (TypeScript) can import it.
export interface ClassroomShape {
  teachers: number;
  classesPerTeacher: number;
  studentsPerClass: number;
  activitiesPerTeacher: number;
  teachersPerSchool: number;
  parentEvery: number;
}
export const CLASSROOM_SHAPE: ClassroomShape;
export const BENCH_TEACHER_PASSWORD: string;
export const BENCH_STUDENT_PASSWORD: string;
export interface ShapeTotals {
  teachers: number;
  classes: number;
  students: number;
  activities: number;
  assignments: number;
  projects: number;
}
export function shapeTotals(shape: ClassroomShape): ShapeTotals;
export function seededRandom(seed: number): () => number;
export function writing(random: () => number, words: number): string;
export function countWords(answers: Record<string, string>): number;
export const QUESTIONS: { id: string; prompt: string }[];
export function draftAnswers(
  random: () => number,
  words: number,
): { q1: string; q2: string; q3: string };
export const teacherEmail: (t: number) => string;
export const studentUsername: (t: number, c: number, s: number) => string;
export function projectState(
  random: () => number,
  activity: number,
  activities: number,
): { status: 'active' | 'approved' | 'archived'; submitted: boolean; words: number };
export interface RowContext {
  now: Date;
  teacherHash: string;
  studentHash: string;
  schoolIds: string[];
  teacherIds: string[];
}
export function teacherUserRow(
  shape: ClassroomShape,
  t: number,
  context: Omit<RowContext, 'studentHash'>,
): Record<string, unknown> & { id: string; email: string };
export type Row = Record<string, string | number | null>;
export function teacherRows(
  shape: ClassroomShape,
  t: number,
  context: RowContext,
): {
  rows: Record<(typeof TABLES)[number], Row[]>;
  classes: { id: string; usernames: string[] }[];
  latestActivityId: string;
};
export const TABLES: readonly (
  | 'users'
  | 'classes'
  | 'class_teachers'
  | 'students'
  | 'class_students'
  | 'class_join_requests'
  | 'parent_students'
  | 'activities'
  | 'activity_assignments'
  | 'projects'
  | 'project_comments'
  | 'points_ledger'
)[];
export function insertBatches<T>(rows: T[], columns: number, maxValues?: number): T[][];
export function growingDraft(seed: number, startWords?: number): { body(save: number): string };
export interface GradebookClassShape {
  students: number;
  activities: number;
  chosenLatest: number;
}
export const GRADEBOOK_CLASS_SHAPE: GradebookClassShape;
export function gradebookClassRows(
  shape: GradebookClassShape,
  context: { now: Date; studentHash: string; teacherId: string; schoolId: string | null },
): { rows: Record<string, Row[]>; classId: string };
export const GRADEBOOK_TABLES: readonly string[];
export interface FanOutShape {
  coTeachers: number;
  handIns: number;
}
export const FAN_OUT_SHAPE: FanOutShape;
export function fanOutClassRows(
  shape: FanOutShape,
  context: {
    now: Date;
    studentHash: string;
    teacherId: string;
    coTeacherIds: string[];
    schoolId: string | null;
  },
): { rows: Record<string, Row[]>; classId: string; activityIds: string[]; username: string };
export const FAN_OUT_TABLES: readonly string[];
