import type { QueryClient } from '@tanstack/react-query';
import { classroomKeys } from './keys';

/**
 * After a class's students change (added, removed, a new code, a join request decided, an
 * account deleted): the roster, who may be deleted, the counts of the class and of the
 * dashboard, and the students' work on the class's activities.
 */
export function invalidateRoster(queryClient: QueryClient, classId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: classroomKeys.classes, exact: true }),
    queryClient.invalidateQueries({ queryKey: classroomKeys.class(classId), exact: true }),
    queryClient.invalidateQueries({ queryKey: classroomKeys.students(classId) }),
    queryClient.invalidateQueries({ queryKey: classroomKeys.privacy(classId) }),
    queryClient.invalidateQueries({ queryKey: classroomKeys.classWork(classId) }),
  ]);
}
