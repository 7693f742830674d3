import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAMILY_API } from '@common/schemas/family';
import { apiPut } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** One child's piece of work. */
export interface ProjectRef {
  studentId: string;
  projectId: string;
}

/** PUT /api/roster/children/:id/projects/:projectId: the parent's edit of active work. */
export const saveChildProject = ({
  studentId,
  projectId,
  answers,
}: ProjectRef & { answers: Record<string, string> }) =>
  apiPut<unknown>(FAMILY_API.project(studentId, projectId), { answers });

export function useSaveChildProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChildProject,
    onSuccess: ({ ok }, { studentId }) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: FAMILY_KEYS.childWork(studentId) });
    },
  });
}
