import type { FastifyInstance } from 'fastify';
import {
  BILLING_RULES,
  STANDARD_IS_ON,
  canSwitchPeriod,
  type BillingPeriod,
  type CollectionMethod,
} from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { BILLING_PAGES } from '../../../common/schemas/billing';
import { AppError } from '../../errors';
import type { BillingAccount } from './billing-accounts';
import { countSeats } from './count-seats';
import { applyInvoice, applySubscription } from './lifecycle';

/**
 * What a billing account's manager can do (issue 16, point 4), each through the provider and
 * then the lifecycle handler, so the account changes in one place. Double clicks are harmless:
 * every provider call that creates something carries an idempotency key, and the trial is
 * claimed by one conditional update.
 */

const reload = (app: FastifyInstance, accountId: string) =>
  app.db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();

/** The provider's customer for the account, made the first time it is needed. */
export async function ensureCustomer(
  app: FastifyInstance,
  account: BillingAccount,
): Promise<string> {
  if (account.provider_customer_id) return account.provider_customer_id;
  const { id } = await app.billing.createCustomer({
    accountId: account.id,
    name: account.name,
    email: account.billing_email,
    idempotencyKey: `customer:${account.id}`,
  });
  await app.db
    .updateTable('billing_accounts')
    .set({ provider_customer_id: id, provider: app.billing.name })
    .where('id', '=', account.id)
    .where('provider_customer_id', 'is', null)
    .execute();
  return (await reload(app, account.id)).provider_customer_id ?? id;
}

/** The seats a subscription starts with: the students counted now (at least one). */
async function seatsNow(app: FastifyInstance, account: BillingAccount) {
  return Math.max(1, (await countSeats(app.db, account)).current);
}

const hasStandard = (account: BillingAccount) =>
  account.plan === 'standard' && STANDARD_IS_ON.has(account.status);

/** The one 14-day trial, with no card: 'trialing'; a second try is refused (409). */
export async function startTrial(
  app: FastifyInstance,
  account: BillingAccount,
  now: Date,
): Promise<void> {
  if (hasStandard(account) && account.status !== 'trialing') {
    throw new AppError('CONFLICT', { plan: BILLING_MESSAGES.alreadySubscribed });
  }
  const claimed = await app.db
    .updateTable('billing_accounts')
    .set({ trial_used: 1, updated_at: now.toISOString() })
    .where('id', '=', account.id)
    .where('trial_used', '=', 0)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) {
    throw new AppError('CONFLICT', { plan: BILLING_MESSAGES.trialUsed });
  }
  try {
    const customerId = await ensureCustomer(app, account);
    const subscription = await app.billing.startTrial({
      customerId,
      accountId: account.id,
      quantity: await seatsNow(app, account),
      period: 'month',
      trialDays: BILLING_RULES.trialDays,
      idempotencyKey: `trial:${account.id}`,
      now,
    });
    await applySubscription(app, subscription);
  } catch (error) {
    await app.db
      .updateTable('billing_accounts')
      .set({ trial_used: 0 })
      .where('id', '=', account.id)
      .where('provider_subscription_id', 'is', null)
      .execute();
    throw error;
  }
}

/** Ten minutes: a double click lands on the same checkout; a later try gets a fresh one. */
const bucket = (now: Date) => Math.floor(now.getTime() / 600_000);

/** A card checkout for Standard at the period: where the browser goes next. */
export async function subscribe(
  app: FastifyInstance,
  account: BillingAccount,
  period: BillingPeriod,
  now: Date,
  publicBaseUrl: string,
): Promise<{ url: string }> {
  if (hasStandard(account) && account.status !== 'trialing') {
    throw new AppError('CONFLICT', { plan: BILLING_MESSAGES.alreadySubscribed });
  }
  const customerId = await ensureCustomer(app, account);
  const quantity = await seatsNow(app, account);
  const checkout = await app.billing.createSubscriptionCheckout({
    customerId,
    accountId: account.id,
    quantity,
    period,
    successUrl: `${publicBaseUrl}${BILLING_PAGES.billing}?checkout=done`,
    cancelUrl: `${publicBaseUrl}${BILLING_PAGES.billing}`,
    // The seats and period are what this checkout sells: another count is another checkout,
    // so the key never goes to Stripe again with other parameters.
    idempotencyKey: `subscribe:${account.id}:${period}:${quantity}:${bucket(now)}`,
    now,
  });
  return { url: checkout.url };
}

const requireSubscription = (account: BillingAccount) => {
  if (!account.provider_subscription_id || account.plan !== 'standard') {
    throw new AppError('CONFLICT', { plan: BILLING_MESSAGES.noSubscription });
  }
  return account.provider_subscription_id;
};

/** Monthly ↔ annual, prorated by the provider. */
export async function switchPeriod(
  app: FastifyInstance,
  account: BillingAccount,
  period: BillingPeriod,
  now: Date,
): Promise<void> {
  const subscriptionId = requireSubscription(account);
  if (!canSwitchPeriod(account.collection_method)) {
    throw new AppError('CONFLICT', { period: BILLING_MESSAGES.invoicedIsAnnual });
  }
  if (account.period === period) return;
  const subscription = await app.billing.switchPeriod({ subscriptionId, period, now });
  await applySubscription(app, subscription);
}

/**
 * Standard ends at the end of the period (`cancel`), or renews again after all (undo, while the
 * period lasts); nothing else changes.
 */
export async function cancelAtPeriodEnd(
  app: FastifyInstance,
  account: BillingAccount,
  now: Date,
  cancel = true,
): Promise<void> {
  const subscriptionId = requireSubscription(account);
  await applySubscription(app, await app.billing.setCancelAtPeriodEnd(subscriptionId, cancel, now));
}

/** Stripe's customer portal, or the local "portal" page. */
export async function portal(
  app: FastifyInstance,
  account: BillingAccount,
  publicBaseUrl: string,
): Promise<{ url: string }> {
  const customerId = await ensureCustomer(app, account);
  return app.billing.createPortalSession({
    customerId,
    returnUrl: `${publicBaseUrl}${BILLING_PAGES.billing}`,
  });
}

/** A setup-mode checkout that replaces the card on file. */
export async function replaceCard(
  app: FastifyInstance,
  account: BillingAccount,
  now: Date,
  publicBaseUrl: string,
): Promise<{ url: string }> {
  const customerId = await ensureCustomer(app, account);
  const checkout = await app.billing.createSetupCheckout({
    customerId,
    accountId: account.id,
    subscriptionId: account.provider_subscription_id,
    successUrl: `${publicBaseUrl}${BILLING_PAGES.manage}?card=done`,
    cancelUrl: `${publicBaseUrl}${BILLING_PAGES.manage}`,
    idempotencyKey: `card:${account.id}:${bucket(now)}`,
    now,
  });
  return { url: checkout.url };
}

/**
 * "Pay now": a checkout for the oldest open invoice; with none, and Standard stopped (a trial
 * that ended unpaid, or canceled), a card checkout to start it again.
 */
export async function pay(
  app: FastifyInstance,
  account: BillingAccount,
  now: Date,
  publicBaseUrl: string,
): Promise<{ url: string }> {
  const open = await app.db
    .selectFrom('billing_invoices')
    .select(['provider_invoice_id'])
    .where('account_id', '=', account.id)
    .where('status', '=', 'open')
    .orderBy('issued_at')
    .executeTakeFirst();
  if (open?.provider_invoice_id) {
    return app.billing.createInvoicePayment({
      invoiceId: open.provider_invoice_id,
      accountId: account.id,
      successUrl: `${publicBaseUrl}${BILLING_PAGES.billing}?paid=1`,
      idempotencyKey: `pay:${open.provider_invoice_id}:${bucket(now)}`,
      now,
    });
  }
  if (account.status === 'paused' || account.status === 'canceled') {
    return subscribe(
      app,
      { ...account, plan: 'small' },
      account.period ?? 'month',
      now,
      publicBaseUrl,
    );
  }
  throw new AppError('CONFLICT', { invoice: BILLING_MESSAGES.nothingToPay });
}

/**
 * Raises an invoice for an account through the provider (Stripe's invoice is the source when
 * configured) and mirrors it: a school's PO is `send_invoice`, due in 30 days, its number
 * printed on it. Pending items go on it too. The same key raises it once.
 */
export async function raiseInvoice(
  app: FastifyInstance,
  input: {
    accountId: string;
    kind: 'quote' | 'licences' | 'subscription';
    lines: { description: string; quantity: number; unitCents: number }[];
    poNumber?: string | null;
    collectionMethod?: CollectionMethod;
    idempotencyKey: string;
    now: Date;
  },
): Promise<{ id: string; number: string }> {
  const account = await reload(app, input.accountId);
  const customerId = await ensureCustomer(app, account);
  const collectionMethod = input.collectionMethod ?? 'send_invoice';
  if (input.poNumber) {
    await app.db
      .updateTable('billing_accounts')
      .set({ po_number: input.poNumber, collection_method: collectionMethod })
      .where('id', '=', account.id)
      .execute();
  }
  const invoice = await app.billing.createInvoice({
    customerId,
    accountId: account.id,
    collectionMethod,
    daysUntilDue: BILLING_RULES.invoiceDueDays,
    poNumber: input.poNumber ?? null,
    kind: input.kind,
    lines: input.lines,
    idempotencyKey: input.idempotencyKey,
    now: input.now,
  });
  await applyInvoice(app, invoice);
  return app.db
    .selectFrom('billing_invoices')
    .select(['id', 'number'])
    .where('provider_invoice_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
}

/**
 * Standard paid by purchase order (issue 16, point 5): active now, not on payment, for the
 * quoted seats and period, collected by `send_invoice`, with the first invoice raised Net-30
 * and the PO printed on it. The account mirrors it as the lifecycle does (applySubscription,
 * applyInvoice). Returns the Lectio invoice it raised.
 */
export async function startInvoicedSubscription(
  app: FastifyInstance,
  account: BillingAccount,
  input: {
    quantity: number;
    period: BillingPeriod;
    poNumber: string;
    idempotencyKey: string;
    now: Date;
  },
): Promise<{ id: string; number: string } | null> {
  const customerId = await ensureCustomer(app, account);
  await app.db
    .updateTable('billing_accounts')
    .set({
      po_number: input.poNumber,
      collection_method: 'send_invoice',
      updated_at: input.now.toISOString(),
    })
    .where('id', '=', account.id)
    .execute();
  const { subscription, invoice } = await app.billing.createInvoicedSubscription({
    customerId,
    accountId: account.id,
    quantity: input.quantity,
    period: input.period,
    daysUntilDue: BILLING_RULES.invoiceDueDays,
    poNumber: input.poNumber,
    idempotencyKey: input.idempotencyKey,
    now: input.now,
  });
  await applySubscription(app, subscription);
  if (!invoice) return null;
  await applyInvoice(app, invoice);
  return (
    (await app.db
      .selectFrom('billing_invoices')
      .select(['id', 'number'])
      .where('provider_invoice_id', '=', invoice.id)
      .executeTakeFirst()) ?? null
  );
}

/** Staff received the money outside the provider (a check, a bank transfer): paid. */
export async function markInvoicePaidOutOfBand(
  app: FastifyInstance,
  invoiceId: string,
  now: Date,
): Promise<void> {
  const row = await app.db
    .selectFrom('billing_invoices')
    .select(['provider_invoice_id', 'status'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!row?.provider_invoice_id) throw new AppError('NOT_FOUND', { invoice: 'No such invoice' });
  if (row.status !== 'open') return;
  await applyInvoice(app, await app.billing.markInvoicePaid(row.provider_invoice_id, now));
}

/**
 * A one-time charge for the account's next invoice (workbook licences bought by an invoiced
 * account): recorded once per `sourceId`, and added at the provider (`add_invoice_items`).
 */
export async function addPendingItem(
  app: FastifyInstance,
  input: {
    accountId: string;
    description: string;
    quantity: number;
    unitCents: number;
    source: string;
    sourceId: string;
    now: Date;
  },
): Promise<void> {
  const account = await reload(app, input.accountId);
  await app.db
    .insertInto('billing_pending_items')
    .values({
      id: crypto.randomUUID(),
      account_id: account.id,
      description: input.description,
      quantity: input.quantity,
      unit_cents: input.unitCents,
      amount_cents: input.quantity * input.unitCents,
      source: input.source,
      source_id: input.sourceId,
      invoice_id: null,
      provider_item_id: null,
      created_at: input.now.toISOString(),
    })
    .onConflict((oc) => oc.column('source_id').doNothing())
    .execute();
  const item = await app.billing.addInvoiceItem({
    customerId: await ensureCustomer(app, account),
    description: input.description,
    quantity: input.quantity,
    unitCents: input.unitCents,
    idempotencyKey: `item:${input.sourceId}`,
    now: input.now,
  });
  await app.db
    .updateTable('billing_pending_items')
    .set({ provider_item_id: item.id })
    .where('source_id', '=', input.sourceId)
    .execute();
}
