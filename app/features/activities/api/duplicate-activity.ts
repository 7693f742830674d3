import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

/** A copy of the activity, unassigned. */
export const duplicateActivity = async (id: string) =>
  unwrap(await apiPost<Activity>(`${activityPath(id)}/duplicate`));

export function useDuplicateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateActivity,
    onSuccess: (copy) => storeActivity(queryClient, copy),
  });
}
