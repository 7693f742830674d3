import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITIES_API, type Activity, type ActivityValues } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { storeActivity } from './store-activity';

export const createActivity = async (values: ActivityValues) =>
  unwrap(await apiPost<Activity>(ACTIVITIES_API.base, values));

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: (activity) => storeActivity(queryClient, activity),
  });
}
