import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIVACY_API, type AdminDeletionRequestsAnswer } from '@common/schemas/privacy';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/deletion-requests: pending requests, and those settled in the last 30 days. */
export const getDeletionRequests = () =>
  fetchJson<AdminDeletionRequestsAnswer>(PRIVACY_API.adminRequests);

export const deletionRequestsQuery = () =>
  queryOptions({ queryKey: ADMIN_KEYS.deletionRequests(), queryFn: getDeletionRequests });

export const useDeletionRequests = () => useQuery(deletionRequestsQuery());
