import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type ProjectComment } from '@common/schemas/projects';
import { apiPost, unwrap } from '~/lib/api';
import { patchClassProject, type ProjectRef } from './get-class-projects';

/** The teacher's comment on a student's work; the answer is the project's every comment. */
export const postComment = async (projectId: string, body: string) =>
  unwrap(await apiPost<{ comments: ProjectComment[] }>(PROJECTS_API.comments(projectId), { body }));

export function usePostComment(project: ProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: string }) =>
      postComment(projectId, body),
    onSuccess: ({ comments }) =>
      patchClassProject(queryClient, project, { commentCount: comments.length }),
  });
}
