import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DESK_API, type Dashboard } from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/dashboard: totals and the last 12 weeks. */
export const getDashboard = () => fetchJson<Dashboard>(ADMIN_DESK_API.dashboard);

export const dashboardQuery = () =>
  queryOptions({ queryKey: ADMIN_KEYS.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQuery());
