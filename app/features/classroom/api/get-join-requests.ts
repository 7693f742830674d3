import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASSROOM_API, type JoinRequest } from '@common/schemas/classroom';
import { fetchJson } from '~/lib/api';
import { classroomKeys } from './keys';

export const getJoinRequests = (classId: string) =>
  fetchJson<JoinRequest[]>(CLASSROOM_API.joinRequests(classId));

export const joinRequestsQuery = (classId: string) =>
  queryOptions({
    queryKey: classroomKeys.joinRequests(classId),
    queryFn: () => getJoinRequests(classId),
  });

export const useJoinRequests = (classId: string) => useQuery(joinRequestsQuery(classId));
