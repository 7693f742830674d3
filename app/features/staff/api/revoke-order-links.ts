import { useMutation } from '@tanstack/react-query';
import { apiPost } from '~/lib/api';
import type { StaffOrderAnswer } from './order-moved';
import { ORDERS_API } from '@common/schemas/orders';

/**
 * POST /api/orders/staff/:id/revoke-links: ends every status link sent for the order so far
 * (issue 15, point 13). The desk lists nothing that changes.
 */
export const revokeOrderLinks = (orderId: string) =>
  apiPost<StaffOrderAnswer>(ORDERS_API.revokeLinks(orderId));

export const useRevokeOrderLinks = () => useMutation({ mutationFn: revokeOrderLinks });
