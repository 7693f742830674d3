import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  workbooksPaths,
  type PurchaseAnswer,
  type PurchaseRequest,
} from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';
import { workbookKeys } from './keys';

export const buyLicences = async (classId: string, request: PurchaseRequest) =>
  unwrap(await apiPost<PurchaseAnswer>(workbooksPaths.purchases(classId), request));

/** Buys licences: invoiced accounts get them at once, card ones once the card is confirmed. */
export function useBuyLicences(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PurchaseRequest) => buyLicences(classId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workbookKeys.classView(classId) }),
  });
}
