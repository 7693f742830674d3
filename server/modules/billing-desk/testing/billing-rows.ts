import type { Kysely } from 'kysely';
import type { BillingStatus, PlanId } from '../../../../common/billing/plans';
import type { BillingInvoiceStatus, Database } from '../../../db/schema';

/** A school billing account as the desk's tests and journeys need it (no class, no owner). */
export async function insertBillingAccount(
  db: Kysely<Database>,
  fields: {
    name: string;
    email?: string | null;
    kind?: 'teacher' | 'school' | 'parish';
    userId?: string | null;
    plan?: PlanId;
    status?: BillingStatus;
    trialEndsAt?: string | null;
    pastDueSince?: string | null;
    pausedAt?: string | null;
    poNumber?: string | null;
    seats?: number;
    /** The exemption certificate's number: the account is then tax exempt. */
    taxExemptCertificate?: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('billing_accounts')
    .values({
      id,
      kind: fields.kind ?? 'school',
      user_id: fields.userId ?? null,
      school_id: null,
      name: fields.name,
      billing_email: fields.email ?? null,
      plan: fields.plan ?? 'standard',
      status: fields.status ?? 'active',
      period: 'year',
      collection_method: 'send_invoice',
      trial_used: fields.trialEndsAt ? 1 : 0,
      trial_ends_at: fields.trialEndsAt ?? null,
      current_period_start: null,
      current_period_end: null,
      seats_counted: fields.seats ?? 0,
      seats_counted_at: null,
      seats_billed: fields.seats ?? 0,
      provider: 'local',
      provider_customer_id: null,
      provider_subscription_id: null,
      po_number: fields.poNumber ?? null,
      tax_exempt: fields.taxExemptCertificate ? 1 : 0,
      tax_exempt_certificate: fields.taxExemptCertificate ?? null,
      past_due_since: fields.pastDueSince ?? null,
      paused_at: fields.pausedAt ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** An invoice of the account with one line; `dueAt` in the past makes it overdue. */
export async function insertBillingInvoice(
  db: Kysely<Database>,
  fields: {
    accountId: string;
    number: string;
    totalCents: number;
    status?: BillingInvoiceStatus;
    dueAt?: string | null;
    issuedAt?: string;
    poNumber?: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto('billing_invoices')
    .values({
      id,
      account_id: fields.accountId,
      number: fields.number,
      provider_invoice_id: null,
      kind: 'subscription',
      status: fields.status ?? 'open',
      collection_method: 'send_invoice',
      subtotal_cents: fields.totalCents,
      total_cents: fields.totalCents,
      po_number: fields.poNumber ?? null,
      period_start: null,
      period_end: null,
      issued_at: fields.issuedAt ?? at,
      due_at: fields.dueAt ?? null,
      paid_at: fields.status === 'paid' ? at : null,
      paid_via: null,
      storage_key: null,
      created_at: at,
    })
    .execute();
  await db
    .insertInto('billing_invoice_lines')
    .values({
      id: crypto.randomUUID(),
      invoice_id: id,
      position: 1,
      description: 'Standard, annual: seats',
      quantity: 1,
      unit_cents: fields.totalCents,
      amount_cents: fields.totalCents,
    })
    .execute();
  return id;
}

export const daysAgo = (days: number, now = new Date()) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();

/** An invoice number no other test uses (the column holds 20 characters). */
export const testInvoiceNumber = () =>
  `INV-T${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
