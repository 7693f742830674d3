import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type StudentProjectAnswer } from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { writingKeys } from './keys';

/** The activity to read and the student's own work on it. */
export const getStudentProject = (classId: string, activityId: string) =>
  fetchJson<StudentProjectAnswer>(PROJECTS_API.studentProject(classId, activityId));

/**
 * Read afresh on every visit (nothing kept once the page is left): the editor starts from
 * these answers, and a copy from an earlier visit would lack what was typed since.
 */
export const studentProjectQuery = (classId: string, activityId: string) =>
  queryOptions({
    queryKey: writingKeys.studentProject(classId, activityId),
    queryFn: () => getStudentProject(classId, activityId),
    gcTime: 0,
  });

export const useStudentProject = (classId: string, activityId: string) =>
  useQuery(studentProjectQuery(classId, activityId));
