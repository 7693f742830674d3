import Stripe from 'stripe';
import { SEAT_PRICE_CENTS, type BillingPeriod } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { AppError } from '../../errors';
import type {
  BillingEvent,
  BillingProvider,
  CheckoutView,
  InvoiceView,
  SubscriptionView,
} from './provider';

/** Lookup keys of Standard's two prices, made once in the Stripe account when missing. */
export const STANDARD_PRICE_KEYS: Record<BillingPeriod, string> = {
  month: 'lectio_standard_month',
  year: 'lectio_standard_year',
};

type Loose = Record<string, unknown>;
const iso = (seconds: unknown) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
const str = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String((value as Loose).id)
      : null;

export interface StripeBillingProvider extends BillingProvider {
  readonly name: 'stripe';
}

/**
 * Stripe Billing (decision 0022): customers, a subscription with one item whose quantity is
 * the seats and whose price is Standard's monthly or annual price, trials that pause without a
 * card, Checkout Sessions, the customer portal, invoice items and `send_invoice` invoices.
 * The prices come from SEAT_PRICE_CENTS: found by lookup key, or created once.
 */
export function createStripeBillingProvider(
  stripe: Stripe,
  webhookSecret: string,
): StripeBillingProvider {
  const prices = new Map<BillingPeriod, Promise<string>>();
  const priceId = (period: BillingPeriod) => {
    let found = prices.get(period);
    if (!found) {
      found = (async () => {
        const key = STANDARD_PRICE_KEYS[period];
        const listed = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
        const existing = listed.data[0];
        if (existing && existing.unit_amount === SEAT_PRICE_CENTS[period]) return existing.id;
        const made = await stripe.prices.create({
          currency: 'usd',
          unit_amount: SEAT_PRICE_CENTS[period],
          recurring: { interval: period },
          product_data: { name: 'Lectio Standard' },
          lookup_key: key,
          transfer_lookup_key: true,
        });
        return made.id;
      })().catch((error: unknown) => {
        prices.delete(period);
        throw error;
      });
      prices.set(period, found);
    }
    return found;
  };

  const subscriptionView = (raw: Stripe.Subscription): SubscriptionView => {
    const sub = raw as unknown as Loose;
    const item = ((sub.items as Loose | undefined)?.data as Loose[] | undefined)?.[0] ?? {};
    const price = (item.price ?? {}) as Loose;
    const recurring = (price.recurring ?? {}) as Loose;
    const metadata = (sub.metadata ?? {}) as Record<string, string>;
    return {
      id: String(sub.id),
      customerId: str(sub.customer) ?? '',
      accountId: metadata.accountId ?? null,
      status: String(sub.status) as SubscriptionView['status'],
      period: recurring.interval === 'year' ? 'year' : 'month',
      quantity: Number(item.quantity ?? sub.quantity ?? 0),
      collectionMethod:
        sub.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
      trialEnd: iso(sub.trial_end),
      currentPeriodStart:
        iso(item.current_period_start ?? sub.current_period_start) ?? new Date().toISOString(),
      currentPeriodEnd:
        iso(item.current_period_end ?? sub.current_period_end) ?? new Date().toISOString(),
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    };
  };

  const invoiceView = (raw: Stripe.Invoice): InvoiceView => {
    const inv = raw as unknown as Loose;
    const metadata = (inv.metadata ?? {}) as Record<string, string>;
    const parent = (inv.parent ?? {}) as Loose;
    const subscriptionDetails = (parent.subscription_details ?? {}) as Loose;
    const lines = (((inv.lines as Loose | undefined)?.data ?? []) as Loose[]).map((line) => {
      const quantity = Number(line.quantity ?? 1);
      const amount = Number(line.amount ?? 0);
      const parentLine = (line.parent ?? {}) as Loose;
      const itemDetails = (parentLine.invoice_item_details ?? {}) as Loose;
      return {
        description: String(line.description ?? ''),
        quantity,
        unitCents: quantity > 0 ? Math.round(amount / quantity) : amount,
        amountCents: amount,
        itemId: str(itemDetails.invoice_item) ?? str(line.invoice_item),
      };
    });
    const status = String(inv.status ?? 'draft') as InvoiceView['status'];
    const transitions = (inv.status_transitions ?? {}) as Loose;
    return {
      id: String(inv.id),
      customerId: str(inv.customer) ?? '',
      subscriptionId: str(subscriptionDetails.subscription) ?? str(inv.subscription),
      accountId: metadata.accountId ?? null,
      status,
      collectionMethod:
        inv.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
      billingReason: String(inv.billing_reason ?? 'manual'),
      kind: metadata.kind ?? null,
      poNumber: metadata.poNumber ?? null,
      lines,
      totalCents: Number(inv.total ?? 0),
      amountPaidCents: Number(inv.amount_paid ?? 0),
      createdAt: iso(inv.created) ?? new Date().toISOString(),
      dueAt: iso(inv.due_date) ?? iso(inv.created),
      paidAt: status === 'paid' ? (iso(transitions.paid_at) ?? new Date().toISOString()) : null,
      periodStart: iso(inv.period_start),
      periodEnd: iso(inv.period_end),
    };
  };

  const checkoutView = (raw: Stripe.Checkout.Session): CheckoutView => {
    const session = raw as unknown as Loose;
    const metadata = (session.metadata ?? {}) as Record<string, string>;
    return {
      id: String(session.id),
      mode: session.mode as CheckoutView['mode'],
      status: (session.status ?? 'open') as CheckoutView['status'],
      url: String(session.url ?? ''),
      customerId: str(session.customer) ?? '',
      accountId: metadata.accountId ?? null,
      subscriptionId: str(session.subscription),
      invoiceId: str(session.invoice) ?? metadata.invoiceId ?? null,
    };
  };

  const missing = (error: unknown) =>
    error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
  const orNull = async <T>(call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  /**
   * Stripe emails a `send_invoice` invoice only when asked: finalizing one we made does not
   * send it. Sent once per invoice (the key makes a retry the same request, not a second email).
   */
  const sendIfInvoiced = async (invoice: Stripe.Invoice): Promise<Stripe.Invoice> =>
    invoice.collection_method === 'send_invoice' && invoice.status === 'open'
      ? stripe.invoices.sendInvoice(invoice.id!, {}, { idempotencyKey: `send:${invoice.id}` })
      : invoice;
  const firstItem = async (subscriptionId: string) => {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const item = sub.items.data[0];
    if (!item) throw new AppError('CONFLICT', { plan: BILLING_MESSAGES.noSubscription });
    return item;
  };

  return failuresOf({
    name: 'stripe',

    verifyWebhookEvent(payload, signature): BillingEvent | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as { object?: string; id?: string };
      const kind =
        object.object === 'subscription'
          ? 'subscription'
          : object.object === 'invoice'
            ? 'invoice'
            : object.object === 'checkout.session'
              ? 'checkout_session'
              : null;
      return {
        id: event.id,
        type: event.type,
        provider: 'stripe',
        object: kind && object.id ? { kind, id: object.id } : null,
      };
    },

    // Each key names one creation and only what cannot change goes with it: Stripe refuses a
    // key sent again with other parameters (400 idempotency_error), so what may have changed
    // before a retry (a name, a seat count) is set by an update, which is safe to repeat.
    async createCustomer({ accountId, name, email, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { metadata: { accountId } },
        { idempotencyKey },
      );
      await stripe.customers.update(customer.id, { name, ...(email ? { email } : {}) });
      return { id: customer.id };
    },

    async startTrial({ customerId, accountId, quantity, period, trialDays, idempotencyKey }) {
      const created = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: await priceId(period) }],
          trial_period_days: trialDays,
          trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { accountId },
        },
        { idempotencyKey },
      );
      // The seats counted now, which a retry may count again: nothing is charged in a trial.
      const item = created.items.data[0];
      if (!item || item.quantity === quantity) return subscriptionView(created);
      return subscriptionView(
        await stripe.subscriptions.update(created.id, {
          items: [{ id: item.id, quantity }],
          proration_behavior: 'none',
        }),
      );
    },

    async createSubscriptionCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: await priceId(input.period), quantity: input.quantity }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { accountId: input.accountId },
          subscription_data: { metadata: { accountId: input.accountId } },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return checkoutView(session);
    },

    async createSetupCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          customer: input.customerId,
          currency: 'usd',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: { accountId: input.accountId },
          ...(input.subscriptionId
            ? { setup_intent_data: { metadata: { subscription_id: input.subscriptionId } } }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return checkoutView(session);
    },

    async createInvoicePayment({ invoiceId }) {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const url = invoice.hosted_invoice_url;
      if (!url) throw new AppError('CONFLICT', { invoice: BILLING_MESSAGES.nothingToPay });
      return { url };
    },

    async updateQuantity({ subscriptionId, quantity, proration }) {
      const item = await firstItem(subscriptionId);
      const sub = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, quantity }],
        proration_behavior: proration,
      });
      return subscriptionView(sub);
    },

    async switchPeriod({ subscriptionId, period }) {
      const item = await firstItem(subscriptionId);
      const sub = await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: await priceId(period) }],
        proration_behavior: 'always_invoice',
      });
      return subscriptionView(sub);
    },

    async extendTrial(subscriptionId, until) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status === 'paused') await stripe.subscriptions.resume(subscriptionId);
      return subscriptionView(
        await stripe.subscriptions.update(subscriptionId, {
          trial_end: Math.floor(until.getTime() / 1000),
          proration_behavior: 'none',
        }),
      );
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return subscriptionView(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
    },

    async cancelNow(subscriptionId) {
      const sub = await orNull(() => stripe.subscriptions.cancel(subscriptionId));
      return sub ? subscriptionView(sub) : null;
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    async addInvoiceItem({ customerId, description, quantity, unitCents, idempotencyKey }) {
      const item = await stripe.invoiceItems.create(
        {
          customer: customerId,
          // One amount: newer API versions take a quantity only with a price.
          description:
            quantity === 1 ? description : `${description} (${quantity} × ${unitCents / 100})`,
          amount: quantity * unitCents,
          currency: 'usd',
        },
        { idempotencyKey },
      );
      return { id: item.id };
    },

    async createInvoice(input) {
      const draft = await stripe.invoices.create(
        {
          customer: input.customerId,
          collection_method: input.collectionMethod,
          ...(input.collectionMethod === 'send_invoice'
            ? { days_until_due: input.daysUntilDue }
            : {}),
          pending_invoice_items_behavior: 'include',
          metadata: {
            accountId: input.accountId,
            kind: input.kind,
            ...(input.poNumber ? { poNumber: input.poNumber } : {}),
          },
          ...(input.poNumber
            ? { custom_fields: [{ name: 'PO number', value: input.poNumber }] }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      for (const [index, line] of input.lines.entries()) {
        await stripe.invoiceItems.create(
          {
            customer: input.customerId,
            invoice: draft.id,
            description: line.description,
            amount: line.quantity * line.unitCents,
            currency: 'usd',
          },
          { idempotencyKey: `${input.idempotencyKey}:line:${index}` },
        );
      }
      // A retry with the same key is answered the first draft again, though it may have been
      // finalized since: Stripe refuses to finalize twice, so the invoice as it is now answers.
      const current = await stripe.invoices.retrieve(draft.id!);
      const finalized =
        current.status === 'draft' ? await stripe.invoices.finalizeInvoice(draft.id!) : current;
      return invoiceView(await sendIfInvoiced(finalized));
    },

    async createInvoicedSubscription(input) {
      // The quote fixes the seats and the period; the PO number is retyped on a retry, so it
      // is set by updates after the keyed create (see createCustomer).
      const created = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: await priceId(input.period), quantity: input.quantity }],
          collection_method: 'send_invoice',
          days_until_due: input.daysUntilDue,
          metadata: { accountId: input.accountId, kind: 'quote' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const metadata = { accountId: input.accountId, kind: 'quote', poNumber: input.poNumber };
      const printed = { custom_fields: [{ name: 'PO number', value: input.poNumber }] };
      // Later invoices print the PO from the subscription's invoice settings.
      const sub = await stripe.subscriptions.update(created.id, {
        metadata,
        invoice_settings: printed,
      });
      const latest = str((created as unknown as Loose).latest_invoice);
      if (!latest) return { subscription: subscriptionView(sub), invoice: null };
      // The first invoice was drafted before the PO was set: while a draft it gets the PO
      // printed, and is then finalized and sent (a retry's send answers the first send again).
      let first = await stripe.invoices.retrieve(latest);
      if (first.status === 'draft') {
        await stripe.invoices.update(latest, printed);
        first = await stripe.invoices.finalizeInvoice(latest);
      }
      await sendIfInvoiced(first);
      // Last, so the invoice answered is as it is now, with what Lectio reads back (the PO and
      // the kind) in its metadata.
      first = await stripe.invoices.update(latest, { metadata });
      return { subscription: subscriptionView(sub), invoice: invoiceView(first) };
    },

    async markInvoicePaid(invoiceId) {
      return invoiceView(await stripe.invoices.pay(invoiceId, { paid_out_of_band: true }));
    },

    async adoptSetupCard(checkoutId) {
      // Stripe's setup-mode Checkout only saves the card on the customer: making it the one
      // charged is ours (Stripe's "Update payment details" guide).
      const session = await stripe.checkout.sessions.retrieve(checkoutId);
      const setupIntentId = str(session.setup_intent);
      if (session.mode !== 'setup' || session.status !== 'complete' || !setupIntentId) return;
      const intent = await stripe.setupIntents.retrieve(setupIntentId);
      const paymentMethod = str(intent.payment_method);
      const customerId = str(session.customer);
      if (intent.status !== 'succeeded' || !paymentMethod || !customerId) return;
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethod },
      });
      const subscriptionId = intent.metadata?.subscription_id;
      if (subscriptionId) {
        await stripe.subscriptions.update(subscriptionId, {
          default_payment_method: paymentMethod,
        });
      }
    },

    async retrieveSubscription(id) {
      const sub = await orNull(() => stripe.subscriptions.retrieve(id));
      return sub ? subscriptionView(sub) : null;
    },
    async retrieveInvoice(id) {
      const invoice = await orNull(() => stripe.invoices.retrieve(id));
      return invoice ? invoiceView(invoice) : null;
    },
    async retrieveCheckout(id) {
      const session = await orNull(() => stripe.checkout.sessions.retrieve(id));
      return session ? checkoutView(session) : null;
    },
  });
}

/** A call to Stripe Billing that Stripe refused or could not answer: our failure (a 500). */
export class StripeBillingError extends Error {
  override name = 'StripeBillingError';
  constructor(readonly stripeError: InstanceType<typeof Stripe.errors.StripeError>) {
    super(`Stripe Billing: ${stripeError.type} ${stripeError.code ?? ''} ${stripeError.message}`, {
      cause: stripeError,
    });
  }
}

/**
 * Stripe's errors carry Stripe's HTTP status (400, 404): thrown as they are, the error handler
 * answered the teacher's request (or Stripe's webhook delivery) as a bad request and logged
 * nothing. They are our failure: rethrown without a status, they are logged and answered 500.
 */
function failuresOf(provider: StripeBillingProvider): StripeBillingProvider {
  const wrapped: Record<string, unknown> = { ...provider };
  for (const [name, value] of Object.entries(provider)) {
    if (typeof value !== 'function' || name === 'verifyWebhookEvent') continue;
    const call = value as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new StripeBillingError(error);
        throw error;
      }
    };
  }
  return wrapped as unknown as StripeBillingProvider;
}
