import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITIES_API, type ActivitySummary } from '@common/schemas/activities';
import { fetchJson } from '~/lib/api';
import { activitiesKeys } from './keys';

/** The teacher's activities, with the classes each is assigned to. */
export const getActivities = () => fetchJson<ActivitySummary[]>(ACTIVITIES_API.base);

export const activitiesQuery = () =>
  queryOptions({ queryKey: activitiesKeys.list, queryFn: getActivities });

export const useActivities = () => useQuery(activitiesQuery());
