/**
 * Query keys of the classroom screens. A key spells the API path it reads (common/schemas),
 * segment by segment, so the keys nest the way the resources do: invalidating a class's key
 * reaches everything under it, and another feature reading the same path (the activities
 * pages, the class's live work) shares the same entry.
 */
export const classroomKeys = {
  /** GET /api/classroom/classes: the dashboard's list (a prefix of every class's keys). */
  classes: ['classroom', 'classes'] as const,
  /** GET /api/classroom/classes/:id, and the prefix of everything about that class. */
  class: (classId: string) => ['classroom', 'classes', classId] as const,
  students: (classId: string) => ['classroom', 'classes', classId, 'students'] as const,
  joinRequests: (classId: string) => ['classroom', 'classes', classId, 'join_requests'] as const,
  coTeachers: (classId: string) => ['classroom', 'classes', classId, 'co_teachers'] as const,
  books: (classId: string) => ['classroom', 'classes', classId, 'books'] as const,
  privacy: (classId: string) => ['classroom', 'classes', classId, 'privacy'] as const,
  /** The students' work on the class's activities (the writing feature's live view). */
  classWork: (classId: string) => ['classroom', 'classes', classId, 'activities'] as const,
  ordersAndCredits: ['classroom', 'orders'] as const,
  /** GET /api/classroom/school: the teacher's remembered school. */
  mySchool: ['classroom', 'school'] as const,
  /** GET /api/activities: the teacher's activities, the activities pages' own list. */
  activities: ['activities'] as const,
  /** GET /api/activities/classes: the classes an activity can be assigned to. */
  assignableClasses: ['activities', 'classes'] as const,
};
