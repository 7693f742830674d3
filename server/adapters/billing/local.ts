import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  BILLING_RULES,
  SEAT_PRICE_CENTS,
  type BillingPeriod,
  type CollectionMethod,
} from '../../../common/billing/plans';
import { BILLING_INVOICE_LINES } from '../../../common/copy/billing';
import { BILLING_PAGES } from '../../../common/schemas/billing';
import type {
  Database,
  LocalBillingCheckoutsTable,
  LocalBillingInvoicesTable,
  LocalBillingSubscriptionsTable,
} from '../../db/schema';
import { checkTestCard, type CardError, type CardInput } from '../payments/local-cards';
import type {
  BillingEvent,
  BillingProvider,
  CheckoutView,
  InvoiceLineView,
  InvoiceView,
  SubscriptionView,
} from './provider';

export const LOCAL_BILLING_IN_PRODUCTION =
  'The local billing provider cannot run in production: it accepts test cards and takes no real payments. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_BILLING_WEBHOOK_SECRET.';

export type LocalCheckoutOutcome =
  | { kind: 'complete'; checkout: CheckoutView; successUrl: string }
  | { kind: 'declined'; error: CardError }
  | { kind: 'closed' }
  | { kind: 'unknown' };

export interface LocalCheckoutDetails {
  id: string;
  mode: LocalBillingCheckoutsTable['mode'];
  status: LocalBillingCheckoutsTable['status'];
  accountId: string;
  seats: number | null;
  period: BillingPeriod | null;
  amountCents: number;
  invoiceId: string | null;
}

export interface LocalBillingProvider extends BillingProvider {
  readonly name: 'local';
  /** Where the local provider's events go: the same handler as Stripe's webhook. */
  onEvent(handler: (event: BillingEvent) => Promise<void>): void;
  /** The last four digits of the customer's card on file, or null. */
  cardOnFile(customerId: string): Promise<{ last4: string } | null>;
  /** What the local checkout page shows. */
  describeCheckout(id: string): Promise<LocalCheckoutDetails | null>;
  /** What paying on Stripe's Checkout page does, with Stripe's test cards. */
  completeCheckout(id: string, card: CardInput, now: Date): Promise<LocalCheckoutOutcome>;
  /**
   * What Stripe's clock does: trials that end (a card on file: charged and active; none:
   * paused), renewals (a new period's invoice, charged or sent) and cancellations at period end.
   */
  advance(now: Date): Promise<void>;
}

const DAY_MS = 86_400_000;

/** The end of a period that starts at `start` (calendar months and years, as Stripe bills). */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The share of a period still to run at `now`, in cents for `seats` at the period's price. */
export function proratedCents(
  seats: number,
  period: BillingPeriod,
  periodStart: string,
  periodEnd: string,
  now: Date,
): number {
  const start = Date.parse(periodStart);
  const end = Date.parse(periodEnd);
  const left = Math.max(0, Math.min(end - now.getTime(), end - start));
  if (end <= start) return 0;
  return Math.round((seats * SEAT_PRICE_CENTS[period] * left) / (end - start));
}

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/**
 * Stripe Billing's lifecycle kept in the `local_billing_*` tables (migration 0048), so every
 * instance sees the same subscriptions and invoices and the scheduler advances them on the
 * app's clock. Its events go to the handler set with `onEvent`: the one Stripe's webhook uses.
 */
export function createLocalBillingProvider({
  db,
  production,
}: {
  db: Kysely<Database>;
  production: boolean;
}): LocalBillingProvider {
  if (production) throw new Error(LOCAL_BILLING_IN_PRODUCTION);
  let handler: ((event: BillingEvent) => Promise<void>) | null = null;
  const emit = async (
    type: string,
    kind: NonNullable<BillingEvent['object']>['kind'],
    id: string,
  ) => {
    if (handler) await handler({ id: newId('evt'), type, provider: 'local', object: { kind, id } });
  };

  const subscription = async (id: string, executor: Kysely<Database> = db) => {
    const row = await executor
      .selectFrom('local_billing_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? subscriptionView(row) : null;
  };
  const mustSubscription = async (id: string, executor: Kysely<Database> = db) => {
    const found = await subscription(id, executor);
    if (!found) throw new Error(`No local subscription ${id}`);
    return found;
  };
  const invoice = async (id: string, executor: Kysely<Database> = db) => {
    const row = await executor
      .selectFrom('local_billing_invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? invoiceView(row) : null;
  };
  const hasCard = async (trx: Kysely<Database>, customerId: string) => {
    const row = await trx
      .selectFrom('local_billing_customers')
      .select('card_last4')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return Boolean(row?.card_last4);
  };

  /** An amount waiting for the customer's next invoice (Stripe's pending invoice item). */
  const addPending = (
    trx: Kysely<Database>,
    customerId: string,
    description: string,
    cents: number,
    at: string,
  ) =>
    trx
      .insertInto('local_billing_items')
      .values({
        id: newId('ii'),
        customer_id: customerId,
        description,
        quantity: 1,
        unit_cents: cents,
        amount_cents: cents,
        invoice_id: null,
        idempotency_key: null,
        created_at: at,
      })
      .execute();

  /**
   * Raises an invoice with these lines (and, with `pending`, the customer's waiting items):
   * charged at once when collected automatically and a card is on file, else open.
   */
  const raise = async (
    trx: Transaction<Database>,
    input: {
      customerId: string;
      subscriptionId: string | null;
      collectionMethod: CollectionMethod;
      billingReason: string;
      metadata: Record<string, string>;
      lines: { description: string; quantity: number; unitCents: number; amountCents?: number }[];
      pending: boolean;
      daysUntilDue: number;
      periodStart: string | null;
      periodEnd: string | null;
      idempotencyKey: string | null;
      now: Date;
    },
  ): Promise<{ id: string; status: InvoiceView['status'] }> => {
    const id = newId('in');
    const at = input.now.toISOString();
    const lines: InvoiceLineView[] = input.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.amountCents ?? line.quantity * line.unitCents,
      itemId: null,
    }));
    if (input.pending) {
      const items = await trx
        .selectFrom('local_billing_items')
        .selectAll()
        .where('customer_id', '=', input.customerId)
        .where('invoice_id', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const item of items) {
        lines.push({
          description: item.description,
          quantity: item.quantity,
          unitCents: item.unit_cents,
          amountCents: item.amount_cents,
          itemId: item.id,
        });
      }
      if (items.length > 0) {
        await trx
          .updateTable('local_billing_items')
          .set({ invoice_id: id })
          .where(
            'id',
            'in',
            items.map((item) => item.id),
          )
          .execute();
      }
    }
    const sum = lines.reduce((total, line) => total + line.amountCents, 0);
    // A credit larger than the invoice is not lost: as Stripe's customer balance does, what is
    // left waits for the next invoice (a negative item of its own).
    if (sum < 0) {
      await addPending(trx, input.customerId, BILLING_INVOICE_LINES.creditCarried, sum, at);
    }
    const total = Math.max(0, sum);
    const charged =
      total === 0 ||
      (input.collectionMethod === 'charge_automatically' && (await hasCard(trx, input.customerId)));
    const dueAt =
      input.collectionMethod === 'send_invoice'
        ? new Date(input.now.getTime() + input.daysUntilDue * DAY_MS).toISOString()
        : at;
    await trx
      .insertInto('local_billing_invoices')
      .values({
        id,
        customer_id: input.customerId,
        subscription_id: input.subscriptionId,
        status: charged ? 'paid' : 'open',
        collection_method: input.collectionMethod,
        billing_reason: input.billingReason,
        metadata: JSON.stringify(input.metadata),
        lines: JSON.stringify(lines),
        total_cents: total,
        amount_paid_cents: charged ? total : 0,
        due_at: dueAt,
        period_start: input.periodStart,
        period_end: input.periodEnd,
        paid_at: charged ? at : null,
        idempotency_key: input.idempotencyKey,
        created_at: at,
      })
      .execute();
    return { id, status: charged ? 'paid' : 'open' };
  };

  const emitInvoice = async (raised: { id: string; status: string }) => {
    await emit('invoice.finalized', 'invoice', raised.id);
    if (raised.status === 'paid') await emit('invoice.paid', 'invoice', raised.id);
  };

  const checkoutView = (row: Selectable<LocalBillingCheckoutsTable>): CheckoutView => ({
    id: row.id,
    mode: row.mode,
    status: row.status,
    url: BILLING_PAGES.checkout(row.id),
    customerId: row.customer_id,
    accountId: row.account_id,
    subscriptionId: row.subscription_id,
    invoiceId: row.invoice_id,
  });

  /** One checkout per idempotency key: a double click answers the same page. */
  const openCheckout = async (
    values: Omit<LocalBillingCheckoutsTable, 'id' | 'status' | 'completed_at'>,
  ) => {
    const id = newId('cs');
    await db
      .insertInto('local_billing_checkouts')
      .values({ id, status: 'open', completed_at: null, ...values })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
    const row = await db
      .selectFrom('local_billing_checkouts')
      .selectAll()
      .where('idempotency_key', '=', values.idempotency_key ?? '')
      .executeTakeFirstOrThrow();
    return checkoutView(row);
  };

  const insertSubscription = async (
    trx: Kysely<Database>,
    values: {
      customerId: string;
      accountId: string;
      status: string;
      period: BillingPeriod;
      quantity: number;
      trialEnd: string | null;
      start: Date;
      end: Date;
      idempotencyKey: string | null;
    },
  ) => {
    const id = newId('sub');
    const at = values.start.toISOString();
    await trx
      .insertInto('local_billing_subscriptions')
      .values({
        id,
        customer_id: values.customerId,
        account_id: values.accountId,
        status: values.status,
        period: values.period,
        quantity: values.quantity,
        collection_method: 'charge_automatically',
        trial_end: values.trialEnd,
        current_period_start: at,
        current_period_end: values.end.toISOString(),
        idempotency_key: values.idempotencyKey,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return id;
  };

  /**
   * The subscription's next period from `start` (a trial's end or a renewal) and its invoice
   * for the seats, with the waiting items; a trial that ends this way becomes active.
   */
  const startNextPeriod = async (
    trx: Transaction<Database>,
    current: SubscriptionView,
    start: Date,
    now: Date,
  ) => {
    const at = now.toISOString();
    const end = addPeriod(start, current.period);
    await trx
      .updateTable('local_billing_subscriptions')
      .set({
        ...(current.status === 'trialing' ? { status: 'active' } : {}),
        current_period_start: start.toISOString(),
        current_period_end: end.toISOString(),
        updated_at: at,
      })
      .where('id', '=', current.id)
      .execute();
    return raise(trx, {
      customerId: current.customerId,
      subscriptionId: current.id,
      collectionMethod: current.collectionMethod,
      billingReason: 'subscription_cycle',
      metadata: {},
      lines: [
        {
          description: BILLING_INVOICE_LINES.standard(current.period),
          quantity: current.quantity,
          unitCents: SEAT_PRICE_CENTS[current.period],
        },
      ],
      pending: true,
      daysUntilDue: BILLING_RULES.invoiceDueDays,
      periodStart: start.toISOString(),
      periodEnd: end.toISOString(),
      idempotencyKey: `cycle:${current.id}:${start.toISOString()}`,
      now,
    });
  };

  const provider: LocalBillingProvider = {
    name: 'local',

    onEvent(next) {
      handler = next;
    },

    verifyWebhookEvent: () => null,

    async createCustomer({ accountId, name, email, idempotencyKey }) {
      await db
        .insertInto('local_billing_customers')
        .values({
          id: newId('cus'),
          account_id: accountId,
          name,
          email,
          card_last4: null,
          idempotency_key: idempotencyKey,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      return db
        .selectFrom('local_billing_customers')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
    },

    async startTrial({ customerId, accountId, quantity, period, trialDays, idempotencyKey, now }) {
      const earlier = await db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier) return mustSubscription(earlier.id);
      const trialEnd = new Date(now.getTime() + trialDays * DAY_MS);
      const id = await insertSubscription(db, {
        customerId,
        accountId,
        status: 'trialing',
        period,
        quantity,
        trialEnd: trialEnd.toISOString(),
        start: now,
        end: trialEnd,
        idempotencyKey,
      });
      await emit('customer.subscription.created', 'subscription', id);
      return mustSubscription(id);
    },

    async createSubscriptionCheckout({
      customerId,
      accountId,
      quantity,
      period,
      idempotencyKey,
      successUrl,
      now,
    }) {
      return openCheckout({
        mode: 'subscription',
        customer_id: customerId,
        account_id: accountId,
        period,
        quantity,
        amount_cents: quantity * SEAT_PRICE_CENTS[period],
        invoice_id: null,
        subscription_id: null,
        success_url: successUrl,
        idempotency_key: idempotencyKey,
        created_at: now.toISOString(),
      });
    },

    async createSetupCheckout({
      customerId,
      accountId,
      subscriptionId,
      successUrl,
      idempotencyKey,
      now,
    }) {
      return openCheckout({
        mode: 'setup',
        customer_id: customerId,
        account_id: accountId,
        period: null,
        quantity: null,
        amount_cents: 0,
        invoice_id: null,
        subscription_id: subscriptionId,
        success_url: successUrl,
        idempotency_key: idempotencyKey,
        created_at: now.toISOString(),
      });
    },

    async createInvoicePayment({ invoiceId, accountId, successUrl, idempotencyKey, now }) {
      const found = await invoice(invoiceId);
      if (!found) throw new Error(`No local invoice ${invoiceId}`);
      const checkout = await openCheckout({
        mode: 'payment',
        customer_id: found.customerId,
        account_id: accountId,
        period: null,
        quantity: null,
        amount_cents: found.totalCents - found.amountPaidCents,
        invoice_id: invoiceId,
        subscription_id: found.subscriptionId,
        success_url: successUrl,
        idempotency_key: idempotencyKey,
        created_at: now.toISOString(),
      });
      return { url: checkout.url };
    },

    async updateQuantity({ subscriptionId, quantity, proration, now }) {
      let raised: { id: string; status: string } | null = null;
      await db.transaction().execute(async (trx) => {
        const current = await mustSubscription(subscriptionId, trx);
        const added = quantity - current.quantity;
        const at = now.toISOString();
        await trx
          .updateTable('local_billing_subscriptions')
          .set({ quantity, updated_at: at })
          .where('id', '=', subscriptionId)
          .execute();
        // Only growth is prorated; fewer seats take effect at the renewal (charges are final).
        if (added <= 0 || proration === 'none' || current.status === 'trialing') return;
        const amount = proratedCents(
          added,
          current.period,
          current.currentPeriodStart,
          current.currentPeriodEnd,
          now,
        );
        if (amount === 0) return;
        const description =
          current.period === 'year'
            ? BILLING_INVOICE_LINES.trueUp(added)
            : BILLING_INVOICE_LINES.proration(added);
        if (proration === 'create_prorations') {
          await addPending(trx, current.customerId, description, amount, at);
          return;
        }
        raised = await raise(trx, {
          customerId: current.customerId,
          subscriptionId,
          collectionMethod: current.collectionMethod,
          billingReason: 'subscription_update',
          metadata: { kind: current.period === 'year' ? 'true_up' : 'proration' },
          lines: [{ description, quantity: 1, unitCents: amount }],
          pending: false,
          daysUntilDue: BILLING_RULES.invoiceDueDays,
          periodStart: at,
          periodEnd: current.currentPeriodEnd,
          idempotencyKey: null,
          now,
        });
      });
      if (raised) await emitInvoice(raised);
      await emit('customer.subscription.updated', 'subscription', subscriptionId);
      return mustSubscription(subscriptionId);
    },

    async switchPeriod({ subscriptionId, period, now }) {
      let raised: { id: string; status: string } | null = null;
      await db.transaction().execute(async (trx) => {
        const current = await mustSubscription(subscriptionId, trx);
        if (current.period === period) return;
        const at = now.toISOString();
        const end = addPeriod(now, period);
        await trx
          .updateTable('local_billing_subscriptions')
          .set({
            period,
            current_period_start: at,
            current_period_end:
              current.status === 'trialing' ? current.currentPeriodEnd : end.toISOString(),
            updated_at: at,
          })
          .where('id', '=', subscriptionId)
          .execute();
        if (current.status === 'trialing') return;
        // Stripe resets the billing cycle when the interval changes: the new period starts
        // now, and the unused time of the old one is credited on the same invoice.
        const unused = proratedCents(
          current.quantity,
          current.period,
          current.currentPeriodStart,
          current.currentPeriodEnd,
          now,
        );
        raised = await raise(trx, {
          customerId: current.customerId,
          subscriptionId,
          collectionMethod: current.collectionMethod,
          billingReason: 'subscription_update',
          metadata: { kind: 'proration' },
          lines: [
            {
              description: BILLING_INVOICE_LINES.standard(period),
              quantity: current.quantity,
              unitCents: SEAT_PRICE_CENTS[period],
            },
            {
              description: BILLING_INVOICE_LINES.unusedTime,
              quantity: 1,
              unitCents: -unused,
            },
          ],
          pending: true,
          daysUntilDue: BILLING_RULES.invoiceDueDays,
          periodStart: at,
          periodEnd: end.toISOString(),
          idempotencyKey: null,
          now,
        });
      });
      if (raised) await emitInvoice(raised);
      await emit('customer.subscription.updated', 'subscription', subscriptionId);
      return mustSubscription(subscriptionId);
    },

    async extendTrial(subscriptionId, until, now) {
      await db
        .updateTable('local_billing_subscriptions')
        .set({
          status: 'trialing',
          trial_end: until.toISOString(),
          current_period_end: until.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', subscriptionId)
        .where('status', 'in', ['trialing', 'paused'])
        .execute();
      await emit('customer.subscription.updated', 'subscription', subscriptionId);
      return mustSubscription(subscriptionId);
    },

    async cardOnFile(customerId) {
      const row = await db
        .selectFrom('local_billing_customers')
        .select('card_last4')
        .where('id', '=', customerId)
        .executeTakeFirst();
      return row?.card_last4 ? { last4: row.card_last4 } : null;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, now) {
      await db
        .updateTable('local_billing_subscriptions')
        .set({ cancel_at_period_end: cancel ? 1 : 0, updated_at: now.toISOString() })
        .where('id', '=', subscriptionId)
        .execute();
      await emit('customer.subscription.updated', 'subscription', subscriptionId);
      return mustSubscription(subscriptionId);
    },

    async cancelNow(subscriptionId, now) {
      await db
        .updateTable('local_billing_subscriptions')
        .set({ status: 'canceled', updated_at: now.toISOString() })
        .where('id', '=', subscriptionId)
        .where('status', '!=', 'canceled')
        .execute();
      return subscription(subscriptionId);
    },

    async createPortalSession() {
      return { url: BILLING_PAGES.manage };
    },

    async addInvoiceItem({ customerId, description, quantity, unitCents, idempotencyKey, now }) {
      await db
        .insertInto('local_billing_items')
        .values({
          id: newId('ii'),
          customer_id: customerId,
          description,
          quantity,
          unit_cents: unitCents,
          amount_cents: quantity * unitCents,
          invoice_id: null,
          idempotency_key: idempotencyKey,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      return db
        .selectFrom('local_billing_items')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
    },

    async createInvoice(input) {
      const earlier = await db
        .selectFrom('local_billing_invoices')
        .select('id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (earlier) return (await invoice(earlier.id))!;
      const raised = await db.transaction().execute((trx) =>
        raise(trx, {
          customerId: input.customerId,
          subscriptionId: null,
          collectionMethod: input.collectionMethod,
          billingReason: 'manual',
          metadata: {
            accountId: input.accountId,
            kind: input.kind,
            ...(input.poNumber ? { poNumber: input.poNumber } : {}),
          },
          lines: input.lines,
          pending: true,
          daysUntilDue: input.daysUntilDue,
          periodStart: null,
          periodEnd: null,
          idempotencyKey: input.idempotencyKey,
          now: input.now,
        }),
      );
      await emitInvoice(raised);
      return (await invoice(raised.id))!;
    },

    async createInvoicedSubscription(input) {
      const earlier = await db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (earlier) {
        const first = await db
          .selectFrom('local_billing_invoices')
          .select('id')
          .where('subscription_id', '=', earlier.id)
          .orderBy('created_at')
          .executeTakeFirst();
        return {
          subscription: await mustSubscription(earlier.id),
          invoice: first ? await invoice(first.id) : null,
        };
      }
      const at = input.now.toISOString();
      const end = addPeriod(input.now, input.period);
      let subscriptionId = '';
      const raised = await db.transaction().execute(async (trx) => {
        subscriptionId = await insertSubscription(trx, {
          customerId: input.customerId,
          accountId: input.accountId,
          status: 'active',
          period: input.period,
          quantity: input.quantity,
          trialEnd: null,
          start: input.now,
          end,
          idempotencyKey: input.idempotencyKey,
        });
        await trx
          .updateTable('local_billing_subscriptions')
          .set({ collection_method: 'send_invoice' })
          .where('id', '=', subscriptionId)
          .execute();
        return raise(trx, {
          customerId: input.customerId,
          subscriptionId,
          collectionMethod: 'send_invoice',
          billingReason: 'subscription_create',
          metadata: { accountId: input.accountId, kind: 'quote', poNumber: input.poNumber },
          lines: [
            {
              description: BILLING_INVOICE_LINES.standard(input.period),
              quantity: input.quantity,
              unitCents: SEAT_PRICE_CENTS[input.period],
            },
          ],
          pending: true,
          daysUntilDue: input.daysUntilDue,
          periodStart: at,
          periodEnd: end.toISOString(),
          idempotencyKey: `${input.idempotencyKey}:first`,
          now: input.now,
        });
      });
      await emit('customer.subscription.created', 'subscription', subscriptionId);
      await emitInvoice(raised);
      return {
        subscription: await mustSubscription(subscriptionId),
        invoice: await invoice(raised.id),
      };
    },

    async markInvoicePaid(invoiceId, now) {
      const changed = await db
        .updateTable('local_billing_invoices')
        .set((eb) => ({
          status: 'paid',
          paid_at: now.toISOString(),
          paid_out_of_band: 1,
          amount_paid_cents: eb.ref('total_cents'),
        }))
        .where('id', '=', invoiceId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (changed.numUpdatedRows > 0n) await emit('invoice.paid', 'invoice', invoiceId);
      const found = await invoice(invoiceId);
      if (!found) throw new Error(`No local invoice ${invoiceId}`);
      return found;
    },

    // The card was saved on the customer when the local checkout completed.
    async adoptSetupCard() {},

    retrieveSubscription: (id) => subscription(id),
    retrieveInvoice: (id) => invoice(id),
    async retrieveCheckout(id) {
      const row = await db
        .selectFrom('local_billing_checkouts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? checkoutView(row) : null;
    },

    async describeCheckout(id) {
      const row = await db
        .selectFrom('local_billing_checkouts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        mode: row.mode,
        status: row.status,
        accountId: row.account_id,
        seats: row.quantity,
        period: row.period,
        amountCents: row.amount_cents,
        invoiceId: row.invoice_id,
      };
    },

    async completeCheckout(id, card, now) {
      const row = await db
        .selectFrom('local_billing_checkouts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return { kind: 'unknown' };
      if (row.status !== 'open') return { kind: 'closed' };
      const error = checkTestCard(card, now);
      if (error) return { kind: 'declined', error };
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      const at = now.toISOString();
      const raised: { id: string; status: string }[] = [];
      let subscriptionId = row.subscription_id;
      const done = await db.transaction().execute(async (trx) => {
        // One statement decides: a double submit completes the checkout once.
        const claimed = await trx
          .updateTable('local_billing_checkouts')
          .set({ status: 'complete', completed_at: at })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return false;
        await trx
          .updateTable('local_billing_customers')
          .set({ card_last4: last4 })
          .where('id', '=', row.customer_id)
          .execute();
        if (row.mode === 'subscription') {
          const period = row.period ?? 'month';
          const quantity = row.quantity ?? 0;
          const end = addPeriod(now, period);
          subscriptionId = await insertSubscription(trx, {
            customerId: row.customer_id,
            accountId: row.account_id,
            status: 'active',
            period,
            quantity,
            trialEnd: null,
            start: now,
            end,
            idempotencyKey: `checkout:${id}`,
          });
          await trx
            .updateTable('local_billing_checkouts')
            .set({ subscription_id: subscriptionId })
            .where('id', '=', id)
            .execute();
          raised.push(
            await raise(trx, {
              customerId: row.customer_id,
              subscriptionId,
              collectionMethod: 'charge_automatically',
              billingReason: 'subscription_create',
              metadata: {},
              lines: [
                {
                  description: BILLING_INVOICE_LINES.standard(period),
                  quantity,
                  unitCents: SEAT_PRICE_CENTS[period],
                },
              ],
              pending: true,
              daysUntilDue: 0,
              periodStart: at,
              periodEnd: end.toISOString(),
              idempotencyKey: null,
              now,
            }),
          );
        } else if (row.mode === 'payment' && row.invoice_id) {
          await trx
            .updateTable('local_billing_invoices')
            .set((eb) => ({
              status: 'paid',
              paid_at: at,
              amount_paid_cents: eb.ref('total_cents'),
            }))
            .where('id', '=', row.invoice_id!)
            .where('status', '=', 'open')
            .execute();
          raised.push({ id: row.invoice_id, status: 'paid-only' });
        }
        return true;
      });
      if (!done) return { kind: 'closed' };
      for (const made of raised) {
        if (made.status === 'paid-only') await emit('invoice.paid', 'invoice', made.id);
        else await emitInvoice(made);
      }
      await emit('checkout.session.completed', 'checkout_session', id);
      const checkout = (await provider.retrieveCheckout(id))!;
      return { kind: 'complete', checkout, successUrl: row.success_url };
    },

    async advance(now) {
      const at = now.toISOString();
      // Trials that ended: a card on file starts the first paid period; none pauses.
      const trials = await db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('status', '=', 'trialing')
        .where('trial_end', '<=', at)
        .execute();
      for (const { id } of trials) {
        const raised = await db.transaction().execute(async (trx) => {
          const current = await mustSubscription(id, trx);
          if (current.status !== 'trialing') return null;
          if (!(await hasCard(trx, current.customerId))) {
            await trx
              .updateTable('local_billing_subscriptions')
              .set({ status: 'paused', updated_at: at })
              .where('id', '=', id)
              .execute();
            return null;
          }
          return startNextPeriod(trx, current, new Date(current.trialEnd ?? at), now);
        });
        if (raised) await emitInvoice(raised);
        await emit('customer.subscription.updated', 'subscription', id);
      }

      // Periods that ended: cancel at period end, or renew (catching up missed periods).
      const due = await db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('status', 'in', ['active', 'past_due'])
        .where('current_period_end', '<=', at)
        .execute();
      for (const { id } of due) {
        for (let step = 0; step < 36; step += 1) {
          const outcome = await db.transaction().execute(async (trx) => {
            const current = await mustSubscription(id, trx);
            if (!['active', 'past_due'].includes(current.status)) return 'done' as const;
            if (Date.parse(current.currentPeriodEnd) > now.getTime()) return 'done' as const;
            if (current.cancelAtPeriodEnd) {
              await trx
                .updateTable('local_billing_subscriptions')
                .set({ status: 'canceled', updated_at: at })
                .where('id', '=', id)
                .execute();
              return 'canceled' as const;
            }
            return startNextPeriod(trx, current, new Date(current.currentPeriodEnd), now);
          });
          if (outcome === 'done') break;
          if (outcome !== 'canceled') await emitInvoice(outcome);
          await emit('customer.subscription.updated', 'subscription', id);
          if (outcome === 'canceled') break;
        }
      }
    },
  };
  return provider;
}

function subscriptionView(row: Selectable<LocalBillingSubscriptionsTable>): SubscriptionView {
  return {
    id: row.id,
    customerId: row.customer_id,
    accountId: row.account_id,
    status: row.status as SubscriptionView['status'],
    period: row.period,
    quantity: row.quantity,
    collectionMethod: row.collection_method,
    trialEnd: row.trial_end,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
  };
}

function invoiceView(row: Selectable<LocalBillingInvoicesTable>): InvoiceView {
  const metadata = row.metadata ? (JSON.parse(row.metadata) as Record<string, string>) : {};
  return {
    id: row.id,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    accountId: metadata.accountId ?? null,
    status: row.status,
    collectionMethod: row.collection_method,
    billingReason: row.billing_reason,
    kind: metadata.kind ?? null,
    poNumber: metadata.poNumber ?? null,
    lines: JSON.parse(row.lines) as InvoiceLineView[],
    totalCents: row.total_cents,
    amountPaidCents: row.amount_paid_cents,
    createdAt: row.created_at,
    dueAt: row.due_at,
    paidAt: row.paid_at,
    periodStart: row.period_start,
    periodEnd: row.period_end,
  };
}
