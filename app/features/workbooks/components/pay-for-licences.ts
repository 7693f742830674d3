import type { PurchaseAnswer } from '@common/schemas/workbooks';
import type { CardHandle } from './WorkbooksTab';

/** How a licence purchase ended, for the form to say so. */
export type LicencePayment =
  | { outcome: 'bought'; quantity: number }
  | { outcome: 'card-refused'; message: string }
  | { outcome: 'not-paid-yet' };

/**
 * The rest of a purchase once the server has made it (issue 16, point 8), the same on the class
 * tab and the billing page: an invoiced purchase is done; a card purchase is paid through the
 * store's card field and then confirmed with the server, which alone says whether it was paid.
 */
export async function payForLicences(
  bought: PurchaseAnswer,
  card: CardHandle | null,
  confirm: (purchaseId: string) => Promise<PurchaseAnswer>,
): Promise<LicencePayment> {
  if (bought.status !== 'pending') return { outcome: 'bought', quantity: bought.quantity };
  if (!bought.payment || !card) throw new Error('No card payment');
  const paid = await card.confirm({
    clientSecret: bought.payment.clientSecret,
    provider: bought.payment.provider,
    billing: { name: '', email: '' },
  });
  if (!paid.ok) {
    card.reveal();
    return { outcome: 'card-refused', message: paid.message };
  }
  const confirmed = await confirm(bought.purchaseId);
  if (confirmed.status === 'pending') return { outcome: 'not-paid-yet' };
  return { outcome: 'bought', quantity: confirmed.quantity };
}
