import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type ProjectStatus } from '@common/schemas/projects';
import { apiPost, unwrap } from '~/lib/api';
import { patchClassProject, type ProjectRef } from './get-class-projects';

/** Approves, archives or reopens a student's work. */
export const setProjectStatus = async (projectId: string, status: ProjectStatus) =>
  unwrap(
    await apiPost<{ status: ProjectStatus; updatedAt: string }>(PROJECTS_API.status(projectId), {
      status,
    }),
  );

export function useSetProjectStatus(project: ProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, status }: { projectId: string; status: ProjectStatus }) =>
      setProjectStatus(projectId, status),
    onSuccess: ({ status, updatedAt }) =>
      patchClassProject(queryClient, project, { status, updatedAt }),
  });
}
