import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_DESK_API } from '@common/schemas/staff-desk';
import { fetchJson } from '~/lib/api';
import { DESK_KEYS } from './desk-keys';

export interface DeskSchool {
  id: string;
  name: string;
}

/** GET /api/staff-desk/schools: the schools the desk filters by. */
export const getDeskSchools = async () =>
  (await fetchJson<{ schools: DeskSchool[] }>(STAFF_DESK_API.schools)).schools;

export const deskSchoolsQuery = () =>
  queryOptions({ queryKey: DESK_KEYS.schools(), queryFn: getDeskSchools, staleTime: 5 * 60_000 });

export const useDeskSchools = () => useQuery(deskSchoolsQuery());
