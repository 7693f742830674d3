import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityPath, type Activity } from '@common/schemas/activities';
import { fetchJson } from '~/lib/api';
import { activitiesKeys } from './keys';

export const getActivity = (id: string) => fetchJson<Activity>(activityPath(id));

export const activityQuery = (id: string) =>
  queryOptions({ queryKey: activitiesKeys.detail(id), queryFn: () => getActivity(id) });

export const useActivity = (id: string) => useQuery(activityQuery(id));
