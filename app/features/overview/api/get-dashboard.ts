import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_API, type DashboardAnswer } from '@common/schemas/overview';
import { fetchJson } from '~/lib/api';
import { overviewKeys } from './keys';

/** The teacher's dashboard: classes, the To review queue, due dates, recent activity. */
export const getDashboard = () => fetchJson<DashboardAnswer>(OVERVIEW_API.dashboard);

/** How often an open dashboard asks again, so new hand-ins reach a teacher who keeps it open. */
const REFRESH_MS = 60_000;

export const dashboardQuery = () =>
  queryOptions({
    queryKey: overviewKeys.dashboard,
    queryFn: getDashboard,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDashboard = () => useQuery(dashboardQuery());
