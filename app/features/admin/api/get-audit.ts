import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_DESK_API, type AuditPage, type AuditParams } from '@common/schemas/admin-desk';
import { fetchJson } from '~/lib/api';
import { ADMIN_KEYS } from './keys';

/** GET /api/admin/audit: one page of the log, newest first, filtered by the server. */
export const getAudit = (params: AuditParams) => fetchJson<AuditPage>(ADMIN_DESK_API.audit(params));

export const auditQuery = (params: AuditParams) =>
  queryOptions({ queryKey: ADMIN_KEYS.audit(params), queryFn: () => getAudit(params) });

export const useAudit = (params: AuditParams) =>
  useQuery({ ...auditQuery(params), placeholderData: keepPreviousData });
