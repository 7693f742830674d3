import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workbooksPaths, type PurchaseAnswer } from '@common/schemas/workbooks';
import { apiPost, unwrap } from '~/lib/api';
import { workbookKeys } from './keys';

export const confirmPurchase = async (purchaseId: string) =>
  unwrap(await apiPost<PurchaseAnswer>(workbooksPaths.confirm(purchaseId)));

/** After the card paid: the server re-reads the payment and grants the licences. */
export function useConfirmPurchase(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workbookKeys.classView(classId) }),
  });
}
