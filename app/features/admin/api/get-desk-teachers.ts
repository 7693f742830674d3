import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_DESK_API,
  type AdminTeacher,
  type ListParams,
  type Paged,
  type TeacherSort,
} from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/teachers: one page, searched and sorted by the server. */
export const getDeskTeachers = (params: ListParams<TeacherSort>) =>
  fetchJson<Paged<AdminTeacher>>(ADMIN_DESK_API.teachers(params));

export const deskTeachersQuery = (params: ListParams<TeacherSort>) =>
  queryOptions({
    queryKey: ADMIN_KEYS.list('teachers', params),
    queryFn: () => getDeskTeachers(params),
  });

/** The page asked for; the previous page stays on screen while the next one loads. */
export const useDeskTeachers = (params: ListParams<TeacherSort>) =>
  useQuery({ ...deskTeachersQuery(params), placeholderData: keepPreviousData });
