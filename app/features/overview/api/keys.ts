/**
 * Query keys of the teacher's overview, spelling the API paths they read (common/schemas/
 * overview.ts) like the classroom's keys: a class's entries sit under its key, so whatever
 * invalidates a class reaches its assignments and gradebook too.
 */
export const overviewKeys = {
  /** Every overview entry (the dashboard and each class's): what an assignment changes. */
  all: ['classroom'] as const,
  dashboard: ['classroom', 'dashboard'] as const,
  assignments: (classId: string) => ['classroom', 'classes', classId, 'assignments'] as const,
  gradebook: (classId: string) => ['classroom', 'classes', classId, 'gradebook'] as const,
};
