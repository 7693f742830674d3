import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPath, type Activity, type ActivityValues } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

export interface ActivityUpdate {
  id: string;
  values: ActivityValues;
}

export const updateActivity = async ({ id, values }: ActivityUpdate) =>
  unwrap(await apiPost<Activity>(activityPath(id), values));

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActivity,
    onSuccess: (activity) => storeActivity(queryClient, activity),
  });
}
