import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { BILLING_RULES, SEAT_PRICE_CENTS, type BillingPeriod } from '../../../common/billing/plans';
import {
  BILLING_DOCUMENT_COPY,
  BILLING_DOCUMENT_MESSAGES,
} from '../../../common/copy/billing-documents';
import { billingQuotePdfPath, type BillingQuote } from '../../../common/schemas/billing';
import type { BillingQuotesTable, Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { BillingAccount } from '../billing/billing-accounts';
import { countSeats } from '../billing/count-seats';
import { nextNumber } from '../billing/numbering';
import { startInvoicedSubscription } from '../billing/subscription';
import type { DocumentLine } from './render-billing-document';

export type QuoteRow = Selectable<BillingQuotesTable>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lines of a Standard quote, priced here and nowhere else: seats × the period's price. */
export function quoteLines(seats: number, period: BillingPeriod): DocumentLine[] {
  const unitCents = SEAT_PRICE_CENTS[period];
  return [
    {
      description: BILLING_DOCUMENT_COPY.standardLine(period),
      quantity: seats,
      unitCents,
      amountCents: seats * unitCents,
    },
  ];
}

/**
 * Raises a quote for the account (issue 16, point 5): the seats asked for, or the account's
 * count (at least one), priced by the server whatever the client sent, numbered Q-YYYY-NNNN in
 * the same transaction as its row, valid 30 days. The PDF is rendered on its first read.
 */
export async function createQuote(
  db: Kysely<Database>,
  input: {
    account: BillingAccount;
    seats?: number;
    period: BillingPeriod;
    createdBy: string;
    now: Date;
  },
): Promise<QuoteRow> {
  const seats = input.seats ?? Math.max(1, (await countSeats(db, input.account)).current);
  const lines = quoteLines(seats, input.period);
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const id = crypto.randomUUID();
  return db.transaction().execute(async (trx) => {
    const number = await nextNumber(trx, 'Q', input.now);
    await trx
      .insertInto('billing_quotes')
      .values({
        id,
        account_id: input.account.id,
        number,
        seats,
        period: input.period,
        lines: JSON.stringify(lines),
        total_cents: total,
        valid_until: new Date(
          input.now.getTime() + BILLING_RULES.quoteValidDays * DAY_MS,
        ).toISOString(),
        po_number: null,
        accepted_at: null,
        accepted_by: null,
        storage_key: null,
        created_by: input.createdBy,
        created_at: input.now.toISOString(),
      })
      .execute();
    return trx
      .selectFrom('billing_quotes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  });
}

/** The account's quotes, newest first. */
export function listQuotes(db: Kysely<Database>, accountId: string): Promise<QuoteRow[]> {
  return db
    .selectFrom('billing_quotes')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}

export function findQuote(db: Kysely<Database>, id: string): Promise<QuoteRow | undefined> {
  return db.selectFrom('billing_quotes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An open quote past its date reads as expired (a job may record it; the answer never waits). */
export function quoteView(quote: QuoteRow, now: Date): BillingQuote {
  const status =
    quote.status === 'open' && new Date(quote.valid_until).getTime() < now.getTime()
      ? 'expired'
      : quote.status;
  return {
    id: quote.id,
    number: quote.number,
    seats: quote.seats,
    period: quote.period,
    totalCents: quote.total_cents,
    issuedAt: quote.created_at,
    validUntil: quote.valid_until,
    status,
    poNumber: quote.po_number,
    pdfUrl: billingQuotePdfPath(quote.id),
  };
}

export const quoteLinesOf = (quote: QuoteRow): DocumentLine[] =>
  JSON.parse(quote.lines) as DocumentLine[];

/**
 * Entering a PO number accepts a quote (issue 16, point 5): one conditional update claims it
 * (an open quote still valid at `now`), so two clicks accept it once; the account is marked
 * tax exempt when the school gives its certificate; then Standard starts through the provider,
 * active on acceptance, collected by invoice, and its first Net-30 invoice carries the PO. If
 * the provider fails, the quote is open again and the school can retry.
 */
export async function acceptQuote(
  app: FastifyInstance,
  input: {
    quote: QuoteRow;
    account: BillingAccount;
    poNumber: string;
    certificate: string | null;
    acceptedBy: string;
    now: Date;
  },
): Promise<{ quote: QuoteRow; invoiceId: string | null }> {
  const { quote, account, now } = input;
  const at = now.toISOString();
  if (quote.status === 'accepted') {
    throw new AppError('CONFLICT', { quote: BILLING_DOCUMENT_MESSAGES.quoteAccepted });
  }
  if (
    account.plan === 'standard' &&
    (account.status === 'active' || account.status === 'past_due')
  ) {
    throw new AppError('CONFLICT', { quote: BILLING_DOCUMENT_MESSAGES.alreadyStandard });
  }
  const claimed = await app.db
    .updateTable('billing_quotes')
    .set({
      status: 'accepted',
      po_number: input.poNumber,
      accepted_at: at,
      accepted_by: input.acceptedBy,
      // The stored PDF showed no PO: the next read renders it again.
      storage_key: null,
    })
    .where('id', '=', quote.id)
    .where('status', '=', 'open')
    .where('valid_until', '>=', at)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) {
    const latest = await findQuote(app.db, quote.id);
    throw new AppError('CONFLICT', {
      quote:
        latest?.status === 'accepted'
          ? BILLING_DOCUMENT_MESSAGES.quoteAccepted
          : BILLING_DOCUMENT_MESSAGES.quoteExpired,
    });
  }
  try {
    if (input.certificate) {
      await app.db
        .updateTable('billing_accounts')
        .set({ tax_exempt: 1, tax_exempt_certificate: input.certificate, updated_at: at })
        .where('id', '=', account.id)
        .execute();
    }
    const invoice = await startInvoicedSubscription(app, account, {
      quantity: quote.seats,
      period: quote.period,
      poNumber: input.poNumber,
      idempotencyKey: `quote:${quote.id}`,
      now,
    });
    return {
      quote: (await findQuote(app.db, quote.id)) ?? quote,
      invoiceId: invoice?.id ?? null,
    };
  } catch (error) {
    await app.db
      .updateTable('billing_quotes')
      .set({ status: 'open', po_number: null, accepted_at: null, accepted_by: null })
      .where('id', '=', quote.id)
      .where('status', '=', 'accepted')
      .execute();
    throw error;
  }
}
