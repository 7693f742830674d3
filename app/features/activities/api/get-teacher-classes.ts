import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_API, type TeacherClass } from '@common/schemas/activities';
import { fetchJson } from '~/lib/api';
import { activitiesKeys } from './keys';

/** The classes the teacher can assign an activity to. */
export const getTeacherClasses = () => fetchJson<TeacherClass[]>(ACTIVITIES_API.classes);

export const teacherClassesQuery = () =>
  queryOptions({ queryKey: activitiesKeys.classes, queryFn: getTeacherClasses });

export const useTeacherClasses = () => useQuery(teacherClassesQuery());
