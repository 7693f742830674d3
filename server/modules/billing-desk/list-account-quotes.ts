import type { Kysely } from 'kysely';
import type { DeskQuote } from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';

/**
 * The columns of `billing_quotes` (H4's migration 0050) that the desk reads, as that brief
 * gives them. Not in `server/db/schema.ts` on this branch; after the merge, this type goes and
 * the table's own type is used.
 */
export interface BillingQuotesColumns {
  id: string;
  account_id: string;
  number: string;
  seats: number;
  period: 'month' | 'year' | null;
  total_cents: number;
  valid_until: string | null;
  status: 'open' | 'accepted' | 'expired';
  po_number: string | null;
}

/**
 * Whether `billing_quotes` exists on this branch. It does not yet (quotes are built beside the
 * desk); after the merge this is true, and the test that comes with it checks the desk's
 * quotes and open-quote counts. Until then every account reads as having no quotes.
 */
export const BILLING_QUOTES_READY = false;

export const quotesDb = (db: Kysely<Database>) =>
  db as unknown as Kysely<Database & { billing_quotes: BillingQuotesColumns }>;

/** The quotes of some accounts, newest number first, grouped by account id. */
export async function listAccountQuotes(
  db: Kysely<Database>,
  accountIds: string[],
): Promise<Map<string, DeskQuote[]>> {
  const byAccount = new Map<string, DeskQuote[]>();
  if (!BILLING_QUOTES_READY || accountIds.length === 0) return byAccount;
  const rows = await quotesDb(db)
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
