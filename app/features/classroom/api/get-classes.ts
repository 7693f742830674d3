import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassSummary } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

/** Every class the teacher teaches, their own and co-taught. */
export const getClasses = () => fetchJson<ClassSummary[]>(CLASSROOM_API.classes);

export const classesQuery = () =>
  queryOptions({ queryKey: classroomKeys.classes, queryFn: getClasses });

export const useClasses = () => useQuery(classesQuery());
