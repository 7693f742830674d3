import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_API, type ClassAssignmentsAnswer } from '@common/schemas/overview';
import { fetchJson } from '~/lib/api';
import { overviewKeys } from './keys';

/** A class's assignments with each one's progress (the Activities tab). */
export const getClassAssignments = (classId: string) =>
  fetchJson<ClassAssignmentsAnswer>(OVERVIEW_API.assignments(classId));

export const classAssignmentsQuery = (classId: string) =>
  queryOptions({
    queryKey: overviewKeys.assignments(classId),
    queryFn: () => getClassAssignments(classId),
  });

export const useClassAssignments = (classId: string) => useQuery(classAssignmentsQuery(classId));
