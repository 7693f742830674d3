import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROJECTS_API } from '@common/schemas/projects';
import { apiPost, unwrap } from '~/lib/api';
import { writingKeys } from './keys';

/** Hands the work in; the answer carries the student's points after the submission's. */
export const submitProject = async (classId: string, activityId: string) =>
  unwrap(
    await apiPost<{ submittedAt: string; points: number }>(
      PROJECTS_API.studentSubmit(classId, activityId),
    ),
  );

export function useSubmitProject(classId: string, activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitProject(classId, activityId),
    // The list says 'Handed in' and shows the new points; the project knows it was submitted.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: writingKeys.student }),
  });
}
