import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_DESK_API,
  type AdminSchool,
  type ListParams,
  type Paged,
  type SchoolSort,
} from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/schools: one page, searched and sorted by the server. */
export const getDeskSchools = (params: ListParams<SchoolSort>) =>
  fetchJson<Paged<AdminSchool>>(ADMIN_DESK_API.schools(params));

export const deskSchoolsQuery = (params: ListParams<SchoolSort>) =>
  queryOptions({
    queryKey: ADMIN_KEYS.list('schools', params),
    queryFn: () => getDeskSchools(params),
  });

/** The page asked for; the previous page stays on screen while the next one loads. */
export const useDeskSchools = (params: ListParams<SchoolSort>) =>
  useQuery({ ...deskSchoolsQuery(params), placeholderData: keepPreviousData });
