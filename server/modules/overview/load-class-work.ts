import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ProjectStatusValue, Database } from '../../db/schema';
import { parseRubric, scoreOf } from '../projects/project-views';
import type { Rubric } from '../../../common/schemas/activities';

/** One assignment of the class with what the overview needs of its activity. */
export interface ClassAssignment {
  activityId: string;
  title: string;
  passageReference: string;
  assignedAt: string;
  opensOn: string | null;
  dueDate: string | null;
  rubric: Rubric | null;
  /** The chosen students (assignment_students), or null for the whole class. */
  chosen: Set<string> | null;
}

export interface ClassWorkStudent {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ClassWorkProject {
  id: string;
  status: ProjectStatusValue;
  submittedAt: string | null;
  /** When it was first handed in: lateness is judged by it, never by a later revision. */
  firstHandedInAt: string | null;
  wordCount: number;
  /** The rubric total, when scored. */
  points: number | null;
}

export interface ClassWork {
  assignments: ClassAssignment[];
  students: ClassWorkStudent[];
  /** Keyed by `${activityId} ${studentId}`. */
  projects: Map<string, ClassWorkProject>;
}

/**
 * Each project's first handed-in version (a join target: `v.project_id`, `v.handed_in_at`).
 * Work handed in before versions were kept (migration 0024) has none.
 */
export const firstVersion = (eb: ExpressionBuilder<Database, 'projects'>) =>
  eb
    .selectFrom('project_versions')
    .select(['project_id', 'handed_in_at'])
    .where('number', '=', 1)
    .as('v');

/** When the work was first handed in: its first version, else (older work) its hand-in. */
export const firstHandIn = (row: {
  firstHandedInAt: string | null;
  submittedAt: string | null;
}): string | null => row.firstHandedInAt ?? row.submittedAt;

export const projectKey = (activityId: string, studentId: string) => `${activityId} ${studentId}`;

/**
 * Everything the Activities tab and the gradebook show of one class, in four indexed queries
 * whatever its size (40 students × 60 assignments is 2,400 projects read in one): its
 * assignments (oldest first) with their activities, its students by name, the chosen students
 * of assignments that are not for the whole class, and every project of the class.
 */
export async function loadClassWork(db: Kysely<Database>, classId: string): Promise<ClassWork> {
  const [assignmentRows, studentRows, chosenRows, projectRows] = await Promise.all([
    db
      .selectFrom('activity_assignments as aa')
      .innerJoin('activities as act', 'act.id', 'aa.activity_id')
      .select([
        'aa.activity_id as activityId',
        'act.title as title',
        'act.passage_reference as passageReference',
        'aa.assigned_at as assignedAt',
        'aa.opens_on as opensOn',
        'aa.due_date as dueDate',
        'act.due_date as activityDueDate',
        'act.rubric as rubric',
      ])
      .where('aa.class_id', '=', classId)
      .execute(),
    db
      .selectFrom('class_students as cs')
      .innerJoin('students as s', 's.id', 'cs.student_id')
      .select(['s.id as id', 's.first_name as firstName', 's.last_name as lastName'])
      .where('cs.class_id', '=', classId)
      .execute(),
    db
      .selectFrom('assignment_students')
      .select(['activity_id', 'student_id'])
      .where('class_id', '=', classId)
      .execute(),
    db
      .selectFrom('projects')
      .leftJoin(firstVersion, 'v.project_id', 'projects.id')
      .select([
        'projects.id',
        'projects.activity_id',
        'projects.student_id',
        'projects.status',
        'projects.submitted_at',
        'projects.word_count',
        'projects.score',
        'v.handed_in_at as firstHandedInAt',
      ])
      .where('projects.class_id', '=', classId)
      .execute(),
  ]);
  const chosen = new Map<string, Set<string>>();
  for (const row of chosenRows) {
    const set = chosen.get(row.activity_id) ?? new Set<string>();
    set.add(row.student_id);
    chosen.set(row.activity_id, set);
  }
  const assignments = assignmentRows
    .map((row): ClassAssignment => ({
      activityId: row.activityId,
      title: row.title,
      passageReference: row.passageReference,
      assignedAt: row.assignedAt,
      opensOn: row.opensOn,
      // The class's own due date, else the activity's (as the student's list shows it).
      dueDate: row.dueDate ?? row.activityDueDate,
      rubric: parseRubric(row.rubric),
      chosen: chosen.get(row.activityId) ?? null,
    }))
    // Sorted here so SQLite and PostgreSQL agree on ties.
    .sort(
      (a, b) =>
        a.assignedAt.localeCompare(b.assignedAt) ||
        a.title.localeCompare(b.title) ||
        a.activityId.localeCompare(b.activityId),
    );
  const rubrics = new Map(assignments.map((entry) => [entry.activityId, entry.rubric]));
  const projects = new Map<string, ClassWorkProject>();
  for (const row of projectRows) {
    const rubric = rubrics.get(row.activity_id);
    if (rubric === undefined) continue; // no longer assigned to this class
    projects.set(projectKey(row.activity_id, row.student_id), {
      id: row.id,
      status: row.status,
      submittedAt: row.submitted_at,
      firstHandedInAt: firstHandIn({ ...row, submittedAt: row.submitted_at }),
      wordCount: row.word_count,
      points: row.score ? (scoreOf(row.score, rubric)?.points ?? null) : null,
    });
  }
  const students = studentRows.sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.id.localeCompare(b.id),
  );
  return { assignments, students, projects };
}

/** Whether the assignment is for this student (the whole class, or one of the chosen). */
export const isAssignedTo = (assignment: ClassAssignment, studentId: string) =>
  assignment.chosen === null || assignment.chosen.has(studentId);

/** The rubric's best total, or null without one. */
export function maxPointsOf(rubric: Rubric | null): number | null {
  if (!rubric) return null;
  return rubric.criteria.reduce(
    (sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)),
    0,
  );
}
