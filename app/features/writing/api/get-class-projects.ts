import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  PROJECTS_API,
  type ClassProjectsAnswer,
  type ProjectSummary,
} from '@common/schemas/projects';
import { fetchJson } from '~/lib/api';
import { writingKeys } from './keys';

/** Every student's work on one activity of the class, for the teacher. */
export const getClassProjects = (classId: string, activityId: string) =>
  fetchJson<ClassProjectsAnswer>(PROJECTS_API.classProjects(classId, activityId));

/**
 * Read afresh on every visit: the live stream keeps the answer current only while the page is
 * open, so a copy from an earlier visit misses what students wrote since.
 */
export const classProjectsQuery = (classId: string, activityId: string) =>
  queryOptions({
    queryKey: writingKeys.classProjects(classId, activityId),
    queryFn: () => getClassProjects(classId, activityId),
    staleTime: 0,
  });

export const useClassProjects = (classId: string, activityId: string) =>
  useQuery(classProjectsQuery(classId, activityId));

/** Which student's work a change is about. */
export interface ProjectRef {
  classId: string;
  activityId: string;
  studentId: string;
}

/**
 * Writes a change to one student's work into the cached answer (a live event, or what the
 * teacher's own change returned); nothing is written while the answer is not loaded yet.
 */
export function patchClassProject(
  queryClient: QueryClient,
  { classId, activityId, studentId }: ProjectRef,
  changes: Partial<ProjectSummary>,
) {
  queryClient.setQueryData<ClassProjectsAnswer>(
    writingKeys.classProjects(classId, activityId),
    (current) =>
      current && {
        ...current,
        projects: current.projects.map((project) =>
          project.studentId === studentId ? { ...project, ...changes } : project,
        ),
      },
  );
}
