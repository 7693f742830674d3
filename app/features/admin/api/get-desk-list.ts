import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_DESK_API,
  type AdminSchool,
  type AdminStudent,
  type AdminTeacher,
  type ListParams,
  type Paged,
  type SchoolSort,
  type StudentSort,
  type TeacherSort,
} from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** The desk's lists, each with the row it shows and the columns the server sorts it by. */
export interface DeskLists {
  schools: { row: AdminSchool; sort: SchoolSort };
  teachers: { row: AdminTeacher; sort: TeacherSort };
  students: { row: AdminStudent; sort: StudentSort };
}
export type DeskKind = keyof DeskLists;

/** GET /api/admin/{schools,teachers,students}: one page, searched and sorted by the server. */
export const getDeskList = <Kind extends DeskKind>(
  kind: Kind,
  params: ListParams<DeskLists[Kind]['sort']>,
) =>
  fetchJson<Paged<DeskLists[Kind]['row']>>(
    // Each list's address takes its own sorts; `params` was typed by `kind` above.
    (ADMIN_DESK_API[kind] as (params: ListParams) => string)(params),
  );

export const deskListQuery = <Kind extends DeskKind>(
  kind: Kind,
  params: ListParams<DeskLists[Kind]['sort']>,
) =>
  queryOptions({
    queryKey: ADMIN_KEYS.list(kind, params),
    queryFn: () => getDeskList(kind, params),
  });

/** The page asked for; the previous page stays on screen while the next one loads. */
export const useDeskList = <Kind extends DeskKind>(
  kind: Kind,
  params: ListParams<DeskLists[Kind]['sort']>,
) => useQuery({ ...deskListQuery(kind, params), placeholderData: keepPreviousData });
