import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { BillingStatus } from '../../../common/billing/plans';
import { BILLING_INVOICE_LINES } from '../../../common/copy/billing';
import type { BillingEvent, InvoiceView, SubscriptionView } from '../../adapters/billing/provider';
import type { BillingInvoiceKind, Database } from '../../db/schema';
import { logOf } from '../../plugins/request-context';
import type { BillingAccount } from './billing-accounts';
import { nextNumber } from './numbering';

/**
 * The one place account state follows the provider (decision 0022): Stripe's webhook and the
 * local provider's events both land in `handleBillingEvent`. Each event is recorded once in
 * `billing_events`; it is trusted only for the id it names, and the subscription, invoice or
 * checkout is read again from the provider before anything changes.
 */
export async function handleBillingEvent(
  app: FastifyInstance,
  event: BillingEvent,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  if (!event.object) return 'ignored';
  const recorded = await app.db
    .insertInto('billing_events')
    .values({
      id: event.id,
      provider: event.provider,
      type: event.type,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if ((recorded.numInsertedOrUpdatedRows ?? 1n) === 0n) return 'duplicate';
  try {
    const { kind, id } = event.object;
    if (kind === 'subscription') {
      const subscription = await app.billing.retrieveSubscription(id);
      if (subscription) await applySubscription(app, subscription);
    } else if (kind === 'invoice') {
      const invoice = await app.billing.retrieveInvoice(id);
      if (invoice) await applyInvoice(app, invoice);
    } else {
      const checkout = await app.billing.retrieveCheckout(id);
      if (checkout?.status === 'complete' && checkout.mode === 'setup') {
        await app.billing.adoptSetupCard(checkout.id);
      }
      if (checkout?.status === 'complete' && checkout.subscriptionId) {
        const subscription = await app.billing.retrieveSubscription(checkout.subscriptionId);
        if (subscription) await applySubscription(app, subscription);
      }
      if (checkout?.status === 'complete' && checkout.invoiceId) {
        const invoice = await app.billing.retrieveInvoice(checkout.invoiceId);
        if (invoice) await applyInvoice(app, invoice);
      }
    }
    return 'handled';
  } catch (error) {
    // Not applied: forget the event so the provider's retry is handled.
    await app.db.deleteFrom('billing_events').where('id', '=', event.id).execute();
    throw error;
  }
}

const accountOfCustomer = (db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('provider_customer_id', '=', customerId)
    .executeTakeFirst();

/** How much a subscription's status counts when two compete for one account. */
const STANDING: Record<string, number> = { active: 3, past_due: 3, trialing: 2, paused: 1 };

/**
 * The account mirrors its subscription. Another subscription of the same customer takes over
 * only when it stands at least as high (a paid one replacing the trial; the old one is then
 * ended), so a late event about a replaced trial changes nothing.
 */
export async function applySubscription(
  app: FastifyInstance,
  subscription: SubscriptionView,
): Promise<void> {
  const account = await accountOfCustomer(app.db, subscription.customerId);
  if (!account) {
    logOf(app).warn({ subscriptionId: subscription.id }, 'Billing: no account for the customer');
    return;
  }
  const at = new Date().toISOString();
  const currentId = account.provider_subscription_id;
  if (currentId && currentId !== subscription.id) {
    const current = await app.billing.retrieveSubscription(currentId);
    const currentStanding = current ? (STANDING[current.status] ?? 0) : 0;
    if (
      (STANDING[subscription.status] ?? 0) < currentStanding ||
      subscription.status === 'canceled'
    )
      return;
    if (current && current.status !== 'canceled') {
      await app.billing.cancelNow(current.id, new Date());
    }
  }
  if (subscription.status === 'canceled') {
    await app.db
      .updateTable('billing_accounts')
      .set({ plan: 'small', status: 'canceled', paused_at: null, updated_at: at })
      .where('id', '=', account.id)
      .execute();
    return;
  }
  let status: BillingStatus =
    subscription.status === 'trialing'
      ? 'trialing'
      : subscription.status === 'paused'
        ? 'paused'
        : subscription.status === 'active'
          ? 'active'
          : 'past_due';
  let pausedAt: string | null = null;
  if (status === 'paused') {
    pausedAt = account.paused_at ?? subscription.trialEnd ?? at;
  } else if (account.paused_at && (await pausedByOverdue(app.db, account))) {
    // Paused for an invoice 30 days overdue: only paying it ends the pause.
    status = 'paused';
    pausedAt = account.paused_at;
  }
  await app.db
    .updateTable('billing_accounts')
    .set({
      plan: 'standard',
      status,
      period: subscription.period,
      collection_method: subscription.collectionMethod,
      provider_subscription_id: subscription.id,
      trial_ends_at: subscription.trialEnd,
      current_period_start: subscription.currentPeriodStart,
      current_period_end: subscription.currentPeriodEnd,
      seats_billed: subscription.quantity,
      cancel_at_period_end: subscription.cancelAtPeriodEnd ? 1 : 0,
      paused_at: pausedAt,
      updated_at: at,
    })
    .where('id', '=', account.id)
    .execute();
}

/** Whether an open invoice that was overdue when the account paused is still unpaid. */
async function pausedByOverdue(db: Kysely<Database>, account: BillingAccount): Promise<boolean> {
  if (!account.paused_at) return false;
  const open = await db
    .selectFrom('billing_invoices')
    .select('id')
    .where('account_id', '=', account.id)
    .where('status', '=', 'open')
    .where('due_at', '<', account.paused_at)
    .executeTakeFirst();
  return Boolean(open);
}

const KINDS: ReadonlySet<string> = new Set([
  'subscription',
  'proration',
  'true_up',
  'licences',
  'quote',
]);

/** The Lectio invoice that mirrors the provider's, made the first time it is reported. */
export async function mirrorInvoice(
  db: Kysely<Database>,
  account: BillingAccount,
  invoice: InvoiceView,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('billing_invoices')
      .select('id')
      .where('provider_invoice_id', '=', invoice.id)
      .executeTakeFirst();
    const status = invoice.status;
    const paidVia =
      status === 'paid' ? (invoice.collectionMethod === 'send_invoice' ? 'offline' : 'card') : null;
    if (existing) {
      await trx
        .updateTable('billing_invoices')
        .set({
          status,
          amount_paid_cents: invoice.amountPaidCents,
          paid_at: invoice.paidAt,
          due_at: invoice.dueAt,
          paid_via: paidVia,
          // The stored PDF showed the invoice as it was: the next read renders it again.
          storage_key: null,
        })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const issued = new Date(invoice.createdAt);
    const kind: BillingInvoiceKind =
      invoice.kind && KINDS.has(invoice.kind)
        ? (invoice.kind as BillingInvoiceKind)
        : invoice.billingReason === 'subscription_update'
          ? account.period === 'year'
            ? 'true_up'
            : 'proration'
          : 'subscription';
    const id = crypto.randomUUID();
    const positive = invoice.lines.reduce((sum, line) => sum + Math.max(0, line.amountCents), 0);
    await trx
      .insertInto('billing_invoices')
      .values({
        id,
        account_id: account.id,
        number: await nextNumber(trx, 'INV', issued),
        provider_invoice_id: invoice.id,
        kind,
        status,
        collection_method: invoice.collectionMethod,
        subtotal_cents: positive,
        credit_applied_cents: Math.max(0, positive - invoice.totalCents),
        total_cents: invoice.totalCents,
        amount_paid_cents: invoice.amountPaidCents,
        tax_exempt: account.tax_exempt,
        // A subscription paid by PO prints it on every invoice, renewals included.
        po_number:
          invoice.poNumber ??
          (invoice.subscriptionId && invoice.collectionMethod === 'send_invoice'
            ? account.po_number
            : null),
        period_start: invoice.periodStart,
        period_end: invoice.periodEnd,
        issued_at: invoice.createdAt,
        due_at: invoice.dueAt,
        paid_at: invoice.paidAt,
        paid_via: paidVia,
        storage_key: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('provider_invoice_id').doNothing())
      .execute();
    if (invoice.lines.length > 0) {
      await trx
        .insertInto('billing_invoice_lines')
        .values(
          invoice.lines.map((line, position) => ({
            id: crypto.randomUUID(),
            invoice_id: id,
            position,
            description: line.description.slice(0, 300),
            quantity: line.quantity,
            unit_cents: line.unitCents,
            amount_cents: line.amountCents,
          })),
        )
        .execute();
    }
    const itemIds = invoice.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
    if (itemIds.length > 0) {
      await trx
        .updateTable('billing_pending_items')
        .set({ invoice_id: id })
        .where('account_id', '=', account.id)
        .where('provider_item_id', 'in', itemIds)
        .execute();
      // A credit staff applied (billing desk) came off this invoice: it is used up.
      const credited = await trx
        .selectFrom('billing_pending_items')
        .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
        .where('invoice_id', '=', id)
        .where('source', '=', 'credit')
        .executeTakeFirst();
      // What an earlier invoice's credit left over (the local twin carries it as an item).
      const carried = invoice.lines
        .filter((line) => line.description === BILLING_INVOICE_LINES.creditCarried)
        .reduce((sum, line) => sum - line.amountCents, 0);
      const used = Math.min(
        -Number(credited?.cents ?? 0) + carried,
        Math.max(0, positive - invoice.totalCents),
      );
      if (used > 0) {
        await trx
          .updateTable('billing_accounts')
          .set((eb) => ({
            credit_cents: sql<number>`case when ${eb.ref('credit_cents')} > ${used} then ${eb.ref('credit_cents')} - ${used} else 0 end`,
          }))
          .where('id', '=', account.id)
          .execute();
      }
    }
    return id;
  });
}

/**
 * An invoice reported (not a draft): mirrored, and when it is paid the account's past-due and overdue pause
 * end once nothing overdue is left open. Then the subscription is read again.
 */
export async function applyInvoice(app: FastifyInstance, invoice: InvoiceView): Promise<void> {
  // A draft (Stripe's `invoice.created`, about an hour before it is finalized) may still
  // change: it is mirrored, and numbered, once it is finalized.
  if (invoice.status === 'draft') return;
  const account = await accountOfCustomer(app.db, invoice.customerId);
  if (!account) {
    logOf(app).warn({ invoiceId: invoice.id }, 'Billing: no account for the invoice');
    return;
  }
  await mirrorInvoice(app.db, account, invoice);
  const at = new Date().toISOString();
  if (invoice.status === 'open' && invoice.collectionMethod === 'charge_automatically') {
    // A charge that did not go through: past due from now.
    await app.db
      .updateTable('billing_accounts')
      .set({
        past_due_since: account.past_due_since ?? invoice.dueAt ?? invoice.createdAt,
        updated_at: at,
      })
      .where('id', '=', account.id)
      .execute();
  }
  if (invoice.status === 'paid') {
    const stillOpen = await app.db
      .selectFrom('billing_invoices')
      .select('id')
      .where('account_id', '=', account.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!stillOpen) {
      const paused = account.paused_at !== null && account.status === 'paused';
      await app.db
        .updateTable('billing_accounts')
        .set({
          past_due_since: null,
          ...(paused && !(await subscriptionPaused(app, account))
            ? { paused_at: null, status: 'active' as const }
            : {}),
          updated_at: at,
        })
        .where('id', '=', account.id)
        .execute();
    }
  }
  const subscriptionId = invoice.subscriptionId ?? account.provider_subscription_id;
  if (subscriptionId) {
    const subscription = await app.billing.retrieveSubscription(subscriptionId);
    if (subscription) await applySubscription(app, subscription);
  }
}

async function subscriptionPaused(app: FastifyInstance, account: BillingAccount) {
  if (!account.provider_subscription_id) return false;
  const subscription = await app.billing.retrieveSubscription(account.provider_subscription_id);
  return subscription?.status === 'paused';
}
