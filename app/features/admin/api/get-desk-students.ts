import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_DESK_API,
  type AdminStudent,
  type ListParams,
  type Paged,
  type StudentSort,
} from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/students: one page, searched and sorted by the server. */
export const getDeskStudents = (params: ListParams<StudentSort>) =>
  fetchJson<Paged<AdminStudent>>(ADMIN_DESK_API.students(params));

export const deskStudentsQuery = (params: ListParams<StudentSort>) =>
  queryOptions({
    queryKey: ADMIN_KEYS.list('students', params),
    queryFn: () => getDeskStudents(params),
  });

/** The page asked for; the previous page stays on screen while the next one loads. */
export const useDeskStudents = (params: ListParams<StudentSort>) =>
  useQuery({ ...deskStudentsQuery(params), placeholderData: keepPreviousData });
