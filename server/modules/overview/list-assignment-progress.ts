import type { Kysely } from 'kysely';
import type { ClassAssignmentsAnswer } from '../../../common/schemas/overview';
import { emptyCounts, progressOf } from '../../../common/classroom/progress';
import { hasOpened, isLateHandIn } from '../../../common/classroom/school-days';
import type { Database } from '../../db/schema';
import { isAssignedTo, loadClassWork, projectKey } from './load-class-work';

/**
 * The Activities tab of a class: each assignment (newest first) with its dates and its
 * progress, counted over the students it is for (the chosen ones, else the whole class as it
 * is now), and those students by state.
 */
export async function listAssignmentProgress(
  db: Kysely<Database>,
  klass: { id: string; title: string },
  now: Date,
): Promise<ClassAssignmentsAnswer> {
  const work = await loadClassWork(db, klass.id);
  const assignments = work.assignments.map((assignment) => {
    const counts = emptyCounts();
    let lateCount = 0;
    const students = work.students
      .filter((student) => isAssignedTo(assignment, student.id))
      .map((student) => {
        const project = work.projects.get(projectKey(assignment.activityId, student.id)) ?? null;
        const state = progressOf(project);
        const late = isLateHandIn(project?.firstHandedInAt ?? null, assignment.dueDate);
        counts[state] += 1;
        if (late) lateCount += 1;
        return {
          studentId: student.id,
          name: `${student.firstName} ${student.lastName}`,
          state,
          projectId: project?.id ?? null,
          submittedAt: project?.submittedAt ?? null,
          late,
        };
      });
    return {
      activityId: assignment.activityId,
      title: assignment.title,
      passageReference: assignment.passageReference,
      assignedAt: assignment.assignedAt,
      opensOn: assignment.opensOn,
      scheduled: !hasOpened(assignment.opensOn, now),
      dueDate: assignment.dueDate,
      chosenStudents: assignment.chosen !== null,
      counts,
      lateCount,
      students,
    };
  });
  return { classId: klass.id, classTitle: klass.title, assignments: assignments.reverse() };
}
