import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAMILY_API, type ChildWorkAnswer } from '@common/schemas/family';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/roster/children/:id/work: one child's writing, feedback and books. */
export const getChildWork = (studentId: string) =>
  fetchJson<ChildWorkAnswer>(FAMILY_API.child(studentId));

export const childWorkQuery = (studentId: string) =>
  queryOptions({
    queryKey: FAMILY_KEYS.childWork(studentId),
    queryFn: () => getChildWork(studentId),
  });

export const useChildWork = (studentId: string) => useQuery(childWorkQuery(studentId));
