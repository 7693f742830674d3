import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_API, type ActivitySummary } from '@common/schemas/activities';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

/** The teacher's activities, with the classes each is assigned to. */
export const getTeacherActivities = () => fetchJson<ActivitySummary[]>(ACTIVITIES_API.base);

export const teacherActivitiesQuery = () =>
  queryOptions({ queryKey: classroomKeys.activities, queryFn: getTeacherActivities });

/** The activities assigned to one class (null while loading). */
export function useClassActivities(classId: string) {
  const { data } = useQuery(teacherActivitiesQuery());
  return (
    data?.filter((activity) =>
      activity.assignments.some((assignment) => assignment.classId === classId),
    ) ?? null
  );
}
