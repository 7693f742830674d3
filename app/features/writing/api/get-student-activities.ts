import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type StudentActivitiesAnswer } from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { writingKeys } from './keys';

/** The student's assigned activities, with their points. */
export const getStudentActivities = () =>
  fetchJson<StudentActivitiesAnswer>(PROJECTS_API.studentActivities);

export const studentActivitiesQuery = () =>
  queryOptions({ queryKey: writingKeys.studentActivities, queryFn: getStudentActivities });

export const useStudentActivities = () => useQuery(studentActivitiesQuery());
