import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type CoTeachersAnswer } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

export const getCoTeachers = (classId: string) =>
  fetchJson<CoTeachersAnswer>(CLASSROOM_API.coTeachers(classId));

export const coTeachersQuery = (classId: string) =>
  queryOptions({
    queryKey: classroomKeys.coTeachers(classId),
    queryFn: () => getCoTeachers(classId),
  });

export const useCoTeachers = (classId: string) => useQuery(coTeachersQuery(classId));
