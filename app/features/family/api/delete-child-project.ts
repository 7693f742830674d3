import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_API, type ChildWorkAnswer } from '@common/schemas/family';
import { apiDelete } from '~/lib/api';
import { FAMILY_KEYS } from './keys';
import type { ProjectRef } from './save-child-project';

/** DELETE /api/roster/children/:id/projects/:projectId: removes the child's active work. */
export const deleteChildProject = ({ studentId, projectId }: ProjectRef) =>
  apiDelete<unknown>(FAMILY_API.project(studentId, projectId));

/** The work leaves the child's list at once; the list is then fetched again. */
export function useDeleteChildProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChildProject,
    onSuccess: ({ ok }, { studentId, projectId }) => {
      if (!ok) return;
      const key = FAMILY_KEYS.childWork(studentId);
      queryClient.setQueryData<ChildWorkAnswer>(
        key,
        (work) =>
          work && {
            ...work,
            projects: work.projects.filter((project) => project.projectId !== projectId),
          },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
