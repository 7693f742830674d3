// Types for classroom-seed.mjs, so the unit tests (TypeScript) can import it.
import type {
  ClassroomShape,
  FanOutShape,
  GradebookClassShape,
  ShapeTotals,
} from './classroom-data.mjs';

export interface ClassroomFixture {
  teacher: { email: string; password: string };
  studentPassword: string;
  measuredClass: { id: string; activityId: string; usernames: string[] };
  /** The gradebook's measured class (issue 11): 40 students × 60 assignments by default. */
  gradebookClass: { id: string; students: number; assignments: number };
  /** The portfolio's reader: the gradebook class's first student, and how many pieces. */
  portfolioStudent: { username: string; pieces: number };
  /** The notification fan-out's class: co-taught, one student, an activity per hand-in. */
  fanOut: {
    classId: string;
    activityIds: string[];
    studentUsername: string;
    coTeachers: { email: string; password: string; id: string }[];
  };
  writers: { username: string; classId: string; activityId: string }[];
  totals: ShapeTotals;
  seedSeconds: number;
  databaseBytes: number | null;
}
export function seedClassroom(
  databaseUrl: string,
  options?: {
    shape?: ClassroomShape;
    gradebookShape?: GradebookClassShape;
    fanOutShape?: FanOutShape;
    writers?: number;
    now?: Date;
    onProgress?: (text: string) => void;
  },
): Promise<ClassroomFixture>;
