import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPath, type ActivitySummary } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { activitiesKeys } from './keys';

/** Deletes the activity; it leaves every class it was assigned to. */
export const deleteActivity = async (id: string) =>
  unwrap(await apiPost<unknown>(`${activityPath(id)}/delete`));

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: (_answer, id) => {
      // Gone from the list at once, rather than shown until the list is read again.
      queryClient.setQueryData<ActivitySummary[]>(activitiesKeys.list, (list) =>
        list?.filter((activity) => activity.id !== id),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: activitiesKeys.list, exact: true }),
        // Marked out of date without asking now: the editor showing it is on its way out,
        // and a later visit to its address reads the server's 'not found'.
        queryClient.invalidateQueries({ queryKey: activitiesKeys.detail(id), refetchType: 'none' }),
      ]);
    },
  });
}
