import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { activitiesKeys } from './keys';
import { storeActivity } from './store-activity';

export const unassignActivity = async (id: string, classIds: string[]) =>
  unwrap(await apiPost<Activity>(`${activityPath(id)}/unassign`, { classIds }));

export function useUnassignActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classIds: string[]) => unassignActivity(id, classIds),
    onSuccess: async (activity) => {
      await storeActivity(queryClient, activity);
      // The dashboard, the classes' Activities tabs and gradebooks count assignments.
      await queryClient.invalidateQueries({ queryKey: activitiesKeys.classroom });
    },
  });
}
