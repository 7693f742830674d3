import type { LiveChannel } from '../../adapters/live/channel';

/** What changed about a project: its writing or status, its comments, or its rubric score. */
export type ProjectChange = 'project' | 'comment' | 'score';

/**
 * Announces a committed change to a project on the live channel: to its class (the teachers'
 * live view) and to its student (their feedback view, a later issue). The events only point
 * at the project; listeners re-read it with their own permission checks.
 */
export async function publishProjectChange(
  live: LiveChannel,
  change: ProjectChange,
  project: { id: string; classId: string; studentId: string },
): Promise<void> {
  await Promise.all([
    live.publish({ type: change, scope: `class:${project.classId}`, id: project.id }),
    live.publish({ type: change, scope: `student:${project.studentId}`, id: project.id }),
  ]);
}

/** Announces a change to a student's points (hand-in points, a teacher's award). */
export function publishPointsChange(live: LiveChannel, studentId: string): Promise<void> {
  return live.publish({ type: 'points', scope: `student:${studentId}`, id: studentId });
}
