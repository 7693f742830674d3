import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityImagePath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

export const removeActivityImage = async (activityId: string) =>
  unwrap(await apiPost<Activity>(`${activityImagePath(activityId)}/delete`));

export function useRemoveActivityImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeActivityImage,
    onSuccess: (activity) => storeActivity(queryClient, activity),
  });
}
