import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_API, type GradebookAnswer } from '@common/schemas/overview';
import { fetchJson } from '~/lib/api';
import { overviewKeys } from './keys';

/** A class's gradebook: students × assignments. */
export const getGradebook = (classId: string) =>
  fetchJson<GradebookAnswer>(OVERVIEW_API.gradebook(classId));

export const gradebookQuery = (classId: string) =>
  queryOptions({ queryKey: overviewKeys.gradebook(classId), queryFn: () => getGradebook(classId) });

export const useGradebook = (classId: string) => useQuery(gradebookQuery(classId));
