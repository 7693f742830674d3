import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API, type ProjectScore } from '@common/schemas/projects';
import { apiPut, unwrap } from '~/lib/api';
import { patchClassProject, type ProjectRef } from './get-class-projects';

/** The rubric level chosen for each criterion; the answer is the score they make. */
export const saveScore = async (projectId: string, levels: Record<string, number>) =>
  unwrap(await apiPut<{ score: ProjectScore | null }>(PROJECTS_API.score(projectId), { levels }));

export function useSaveScore(project: ProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, levels }: { projectId: string; levels: Record<string, number> }) =>
      saveScore(projectId, levels),
    onSuccess: ({ score }) => patchClassProject(queryClient, project, { score }),
  });
}
