import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityPath, type Activity } from '@common/schemas/activities';
import { apiPost, unwrap } from '~/lib/api';
import { activitiesKeys } from './keys';
import { storeActivity } from './store-activity';

export interface AssignInput {
  classIds: string[];
  /** For these classes; null for none. */
  dueDate: string | null;
  /** 'YYYY-MM-DD' students see it from; null: at once. */
  opensOn?: string | null;
  /** Chosen students by class; a class left out gets it whole. */
  students?: { classId: string; studentIds: string[] }[];
}

export const assignActivity = async (id: string, input: AssignInput) =>
  unwrap(await apiPost<Activity>(`${activityPath(id)}/assign`, input));

export function useAssignActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignInput) => assignActivity(id, input),
    onSuccess: async (activity) => {
      await storeActivity(queryClient, activity);
      // The dashboard, the classes' Activities tabs and gradebooks count assignments.
      await queryClient.invalidateQueries({ queryKey: activitiesKeys.classroom });
    },
  });
}
