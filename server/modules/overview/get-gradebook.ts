import type { Kysely } from 'kysely';
import type { GradebookAnswer, GradebookCell } from '../../../common/schemas/overview';
import { progressOf } from '../../../common/classroom/progress';
import { isLateHandIn } from '../../../common/classroom/school-days';
import type { Database } from '../../db/schema';
import { isAssignedTo, loadClassWork, maxPointsOf, projectKey } from './load-class-work';

/**
 * The gradebook of one class: its students (rows, by name) × its assignments (columns, oldest
 * first), each cell the student's progress, the late flag and the rubric total. A cell is null
 * where the assignment went to chosen students and not this one.
 */
export async function getGradebook(
  db: Kysely<Database>,
  klass: { id: string; title: string },
): Promise<GradebookAnswer> {
  const work = await loadClassWork(db, klass.id);
  return {
    classId: klass.id,
    classTitle: klass.title,
    columns: work.assignments.map((assignment) => ({
      activityId: assignment.activityId,
      title: assignment.title,
      dueDate: assignment.dueDate,
      maxPoints: maxPointsOf(assignment.rubric),
    })),
    rows: work.students.map((student) => ({
      studentId: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      cells: work.assignments.map((assignment): GradebookCell | null => {
        if (!isAssignedTo(assignment, student.id)) return null;
        const project = work.projects.get(projectKey(assignment.activityId, student.id)) ?? null;
        return {
          state: progressOf(project),
          projectId: project?.id ?? null,
          late: isLateHandIn(project?.firstHandedInAt ?? null, assignment.dueDate),
          points: project?.points ?? null,
        };
      }),
    })),
  };
}
