import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type ClassSummary } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

export const getClass = (classId: string) => fetchJson<ClassSummary>(CLASSROOM_API.class(classId));

export const classQuery = (classId: string) =>
  queryOptions({ queryKey: classroomKeys.class(classId), queryFn: () => getClass(classId) });

export const useClass = (classId: string) => useQuery(classQuery(classId));
