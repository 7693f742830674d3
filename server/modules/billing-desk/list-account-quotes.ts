import type { Kysely } from 'kysely';
import type { DeskQuote } from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';

/** The quotes of some accounts, newest number first, grouped by account id. */
export async function listAccountQuotes(
  db: Kysely<Database>,
  accountIds: string[],
): Promise<Map<string, DeskQuote[]>> {
  const byAccount = new Map<string, DeskQuote[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .selectFrom('billing_quotes')
    .select([
      'id',
      'account_id',
      'number',
      'seats',
      'period',
      'total_cents',
      'valid_until',
      'status',
      'po_number',
    ])
    .where('account_id', 'in', accountIds)
    .orderBy('number', 'desc')
    .execute();
  for (const row of rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({
      id: row.id,
      number: row.number,
      seats: row.seats,
      period: row.period,
      totalCents: row.total_cents,
      validUntil: row.valid_until,
      status: row.status,
      poNumber: row.po_number,
    });
    byAccount.set(row.account_id, list);
  }
  return byAccount;
}

/** Open quotes still valid at `now`, the figure the desk's list shows per account. */
export const openQuoteCount = (quotes: DeskQuote[] | undefined, now: Date): number =>
  (quotes ?? []).filter(
    (quote) =>
      quote.status === 'open' && (!quote.validUntil || quote.validUntil >= now.toISOString()),
  ).length;
