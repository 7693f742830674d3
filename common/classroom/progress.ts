import type { ProjectStatus } from '../schemas/projects';

/**
 * Where one assigned student stands on one assignment (issue 11, points 7 and 9), derived from
 * their project (null: they have none yet). One rule for the Activities tab, the gradebook,
 * its CSV and the dashboard:
 * - not_started: no project, or nothing written and never handed in;
 * - writing: written to but not handed in (status active, no hand-in);
 * - handed_in: handed in and waiting for the teacher (status active, `submitted_at` set; a
 *   revision handed in again after a return is active with a newer `submitted_at`);
 * - returned / approved / archived: the project's status.
 */
export const PROGRESS_STATES = [
  'not_started',
  'writing',
  'handed_in',
  'returned',
  'approved',
  'archived',
] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export interface ProjectFacts {
  status: ProjectStatus;
  submittedAt: string | null;
  wordCount: number;
}

export function progressOf(project: ProjectFacts | null): ProgressState {
  if (!project) return 'not_started';
  if (project.status !== 'active') return project.status;
  if (project.submittedAt !== null) return 'handed_in';
  return project.wordCount > 0 ? 'writing' : 'not_started';
}

/** Counts of each state, all present (zero when none). */
export type ProgressCounts = Record<ProgressState, number>;

export const emptyCounts = (): ProgressCounts => ({
  not_started: 0,
  writing: 0,
  handed_in: 0,
  returned: 0,
  approved: 0,
  archived: 0,
});
