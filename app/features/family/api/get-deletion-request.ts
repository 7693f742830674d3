import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_API, type ParentDeletionAnswer } from '@common/schemas/privacy';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/roster/children/:id/deletion-request: the child's pending request, or null. */
export const getDeletionRequest = (studentId: string) =>
  fetchJson<ParentDeletionAnswer>(PRIVACY_API.parentRequest(studentId));

export const deletionRequestQuery = (studentId: string) =>
  queryOptions({
    queryKey: FAMILY_KEYS.deletionRequest(studentId),
    queryFn: () => getDeletionRequest(studentId),
  });

export const useDeletionRequest = (studentId: string) => useQuery(deletionRequestQuery(studentId));
