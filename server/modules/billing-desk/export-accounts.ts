import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  BILLING_DESK_CSV,
  BILLING_DESK_TEXT,
  BILLING_KIND_LABELS,
  BILLING_PERIOD_LABELS,
  BILLING_PLAN_LABELS,
  BILLING_STATUS_LABELS,
} from '../../../common/copy/billing-desk';
import type { BillingDeskFilters } from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';
import { CSV_BOM, csvLine } from '../staff-desk/csv';
import { readAccounts } from './list-accounts';

/** Accounts read per query: bounded memory whatever the number of accounts. */
const CHUNK = 500;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Every billing account matching the desk's filters as CSV (issue 16, point 6), streamed a
 * chunk at a time in the desk's order. Every cell goes through `csvCell`, so a name such as
 * "=HYPERLINK(…)" stays text in a spreadsheet.
 */
export function exportAccountsCsv(
  db: Kysely<Database>,
  filters: BillingDeskFilters,
  now: Date,
  chunk = CHUNK,
): Readable {
  async function* lines() {
    yield `${CSV_BOM}${csvLine([...BILLING_DESK_CSV.header])}`;
    for (let offset = 0; ; offset += chunk) {
      const accounts = await readAccounts(db, filters, now, { offset, limit: chunk });
      let text = '';
      for (const account of accounts) {
        text += csvLine([
          account.id,
          account.name,
          BILLING_KIND_LABELS[account.kind],
          account.ownerEmail,
          BILLING_PLAN_LABELS[account.plan],
          BILLING_STATUS_LABELS[account.status],
          account.period ? BILLING_PERIOD_LABELS[account.period] : null,
          account.seatsCounted,
          account.seatsBilled,
          dollars(account.balanceCents),
          dollars(account.creditCents),
          account.overdueInvoices,
          account.oldestOverdueDays,
          account.openQuotes,
          account.poNumber,
          account.trialEndsAt ? account.trialEndsAt.slice(0, 10) : null,
          account.taxExempt ? BILLING_DESK_TEXT.yes : BILLING_DESK_TEXT.no,
          account.taxExemptCertificate,
        ]);
      }
      if (text) yield text;
      if (accounts.length < chunk) return;
    }
  }
  return Readable.from(lines());
}
