/**
 * Query keys of the writing screens. A key spells the API path it reads (common/schemas), so
 * the keys nest like the resources: the class page's changes to a class's students invalidate
 * ['classroom', 'classes', classId], which reaches the live view of the class's work.
 */
export const writingKeys = {
  /** Everything the signed-in student reads (GET /api/projects/student/…). */
  student: ['student'] as const,
  studentActivities: ['student', 'activities'] as const,
  /** The student's home and portfolio (issue 11, point 10). */
  studentHome: ['student', 'home'] as const,
  studentPortfolio: ['student', 'portfolio'] as const,
  studentProject: (classId: string, activityId: string) =>
    ['student', 'classes', classId, 'activities', activityId] as const,
  classProjects: (classId: string, activityId: string) =>
    ['classroom', 'classes', classId, 'activities', activityId, 'projects'] as const,
};
