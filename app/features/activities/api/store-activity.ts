import type { QueryClient } from '@tanstack/react-query';
import type { Activity } from '@common/schemas/activities';
import { activitiesKeys } from './keys';

/**
 * After a change the server confirmed with the whole activity: the editor shows that answer
 * at once, and the list (which summarises every activity) is read again.
 */
export function storeActivity(queryClient: QueryClient, activity: Activity) {
  queryClient.setQueryData(activitiesKeys.detail(activity.id), activity);
  return queryClient.invalidateQueries({ queryKey: activitiesKeys.list, exact: true });
}
