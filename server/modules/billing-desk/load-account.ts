import type { Kysely } from 'kysely';
import { deskAuditLabel, deskAuditSummary } from '../../../common/copy/billing-desk';
import type {
  BillingDeskAccountAnswer,
  DeskAuditEntry,
  DeskInvoice,
} from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';
import type { BillingAccount } from '../billing/billing-accounts';
import { listAccountQuotes, openQuoteCount } from './list-account-quotes';
import { daysSince } from './list-accounts';

/** The audit rows shown with an account: the newest first, at most this many. */
const AUDIT_LIMIT = 200;

/**
 * "Paused after a trial": a trial ended unpaid and paused the account. An account paused for an
 * overdue invoice carries `past_due_since` instead, and is not the desk's to un-pause by trial.
 */
export const mayExtendTrial = (account: BillingAccount): boolean =>
  account.status === 'trialing' ||
  (account.status === 'paused' &&
    account.trial_ends_at !== null &&
    account.past_due_since === null);

/** GET /api/staff/billing/accounts/:id: the account, its invoices with lines, quotes and audit trail. */
export async function loadDeskAccount(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<BillingDeskAccountAnswer | null> {
  const account = await db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return null;
  const at = now.toISOString();
  const [owner, invoiceRows, quotes, auditRows] = await Promise.all([
    account.user_id
      ? db.selectFrom('users').select('email').where('id', '=', account.user_id).executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('issued_at', 'desc')
      .orderBy('number', 'desc')
      .execute(),
    listAccountQuotes(db, [accountId]),
    db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.details',
        'audit_log.created_at',
        'users.email as actor_email',
      ])
      .where('audit_log.target_type', '=', 'billing_account')
      .where('audit_log.target_id', '=', accountId)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id')
      .limit(AUDIT_LIMIT)
      .execute(),
  ]);
  const lines =
    invoiceRows.length === 0
      ? []
      : await db
          .selectFrom('billing_invoice_lines')
          .selectAll()
          .where(
            'invoice_id',
            'in',
            invoiceRows.map((row) => row.id),
          )
          .orderBy('invoice_id')
          .orderBy('position')
          .execute();

  const invoices: DeskInvoice[] = invoiceRows.map((row) => {
    const overdue = row.status === 'open' && row.due_at !== null && row.due_at < at;
    return {
      id: row.id,
      number: row.number,
      kind: row.kind,
      status: row.status,
      totalCents: row.total_cents,
      amountPaidCents: row.amount_paid_cents,
      issuedAt: row.issued_at,
      dueAt: row.due_at,
      paidAt: row.paid_at,
      paidVia: row.paid_via,
      poNumber: row.po_number,
      overdueDays: overdue ? daysSince(row.due_at!, now) : null,
      lines: lines
        .filter((line) => line.invoice_id === row.id)
        .map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitCents: line.unit_cents,
          amountCents: line.amount_cents,
        })),
    };
  });
  const open = invoices.filter((invoice) => invoice.status === 'open');
  const overdue = invoices.filter((invoice) => invoice.overdueDays !== null);
  const oldestDue = overdue.map((invoice) => invoice.dueAt!).sort()[0];
  const accountQuotes = quotes.get(accountId) ?? [];

  const audit: DeskAuditEntry[] = auditRows.map((row) => {
    const details = parseDetails(row.details);
    return {
      id: row.id,
      action: row.action,
      label: deskAuditLabel(row.action),
      actorEmail: row.actor_email ?? null,
      createdAt: row.created_at,
      reason: typeof details.reason === 'string' ? details.reason : null,
      summary: deskAuditSummary(row.action, details),
    };
  });

  return {
    account: {
      id: account.id,
      kind: account.kind,
      name: account.name,
      ownerEmail: account.billing_email ?? owner?.email ?? null,
      plan: account.plan,
      status: account.status,
      period: account.period,
      seatsCounted: account.seats_counted,
      seatsBilled: account.seats_billed,
      balanceCents: open.reduce(
        (sum, invoice) => sum + invoice.totalCents - invoice.amountPaidCents,
        0,
      ),
      creditCents: account.credit_cents,
      overdueInvoices: overdue.length,
      oldestOverdueDays: oldestDue ? daysSince(oldestDue, now) : null,
      openQuotes: openQuoteCount(accountQuotes, now),
      poNumber: account.po_number,
      trialEndsAt: account.trial_ends_at,
      collectionMethod: account.collection_method,
      currentPeriodEnd: account.current_period_end,
      pastDueSince: account.past_due_since,
      pausedAt: account.paused_at,
      taxExempt: account.tax_exempt === 1,
      taxExemptCertificate: account.tax_exempt_certificate,
      canExtendTrial: mayExtendTrial(account),
    },
    invoices,
    quotes: accountQuotes,
    audit,
  };
}

function parseDetails(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
