import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import type { StaffOrderAnswer } from './order-moved';

/**
 * POST /api/staff/orders/:id/revoke-links: ends every status link sent for the order so far
 * (issue 15, point 13). The desk lists nothing that changes.
 */
export const revokeOrderLinks = (orderId: string) =>
  apiPost<StaffOrderAnswer>(`/api/staff/orders/${encodeURIComponent(orderId)}/revoke-links`);

export const useRevokeOrderLinks = () => useMutation({ mutationFn: revokeOrderLinks });
