/**
 * Query keys of the activities pages. A key spells the API path it reads (common/schemas),
 * so another feature reading the same path shares the entry: the class page lists the
 * teacher's activities under the same key, and the changes made here refresh it too.
 */
export const activitiesKeys = {
  /** GET /api/activities: the teacher's activities (a prefix of the keys below). */
  list: ['activities'] as const,
  detail: (id: string) => ['activities', id] as const,
  library: ['activities', 'library'] as const,
  /** GET /api/activities/classes: the classes an activity can be assigned to. */
  classes: ['activities', 'classes'] as const,
  /** GET /api/classroom/classes/:id/students: who can be chosen in the assign dialog. */
  classStudents: (classId: string) => ['classroom', 'classes', classId, 'students'] as const,
  /**
   * Everything under /api/classroom: the dashboard, each class's Activities tab and gradebook
   * count assignments, so assigning refreshes them.
   */
  classroom: ['classroom'] as const,
};
