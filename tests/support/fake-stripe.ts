import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the Stripe API's PaymentIntents on a random local port: point
 * STRIPE_API_URL at `apiUrl` (or pass `env` to buildTestApp). It records every request,
 * keeps intents in memory, replays idempotent creates, lets a test mark an intent paid as
 * Stripe.js would, and signs webhook deliveries with the Stripe library's test helper.
 * Stripe Billing's objects too (FakeBilling, below): customers, prices, subscriptions,
 * Checkout and portal sessions, invoice items and invoices, and their signed events.
 */
export interface FakeStripe extends FakeBilling {
  apiUrl: string;
  /** STRIPE_* settings for buildTestApp: the three keys and this server's address. */
  env: Record<string, string>;
  webhookSecret: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** Refunds made through POST /v1/refunds (issue 12), by id. */
  refunds: Map<string, FakeRefund>;
  /** The browser confirmed the card: the intent has succeeded. */
  succeed(intentId: string): FakeIntent;
  /** The next request is answered with this status and Stripe error body. */
  failNext(status: number, error: { type: string; code?: string; message: string }): void;
  /**
   * The bank sent a refund back: it becomes `failed` (its amount refundable again, as at
   * Stripe) and the answer is the event Stripe would deliver: `refund.failed` unless another
   * of the types carrying the refund is asked for.
   */
  failRefund(
    refundId: string,
    options?: { reason?: string; type?: string; eventId?: string },
  ): { id: string; payload: string };
  /** A `payment_intent.succeeded` event for the intent, with a fresh event id. */
  succeededEvent(intentId: string, eventId?: string): { id: string; payload: string };
  /** The Stripe-Signature header for a payload (optionally signed at another time or key). */
  signature(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, keys as Stripe writes them (`metadata[orderNumber]`). */
  form: Record<string, string>;
  /** The query string of a GET (`lookup_keys[0]`), keys as Stripe writes them. */
  query: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded' | 'failed';
  failure_reason?: string;
  metadata: Record<string, string>;
  created: number;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const idempotent = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const idempotentRefunds = new Map<string, FakeRefund>();
  /** What Stripe's Refunds API checks: a succeeded intent, never more than is left. */
  const createRefund = (form: Record<string, string>, key: string) => {
    const replay = key ? idempotentRefunds.get(key) : undefined;
    if (replay) return { status: 200, json: replay };
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) {
      return {
        status: 404,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${form.payment_intent}'`,
          },
        },
      };
    }
    if (intent.status !== 'succeeded') {
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent does not have a successful charge to refund.',
          },
        },
      };
    }
    const already = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = form.amount ? Number(form.amount) : intent.amount - already;
    if (already >= intent.amount) {
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        },
      };
    }
    if (amount + already > intent.amount) {
      return {
        status: 400,
        json: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than the unrefunded amount on the charge.',
          },
        },
      };
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (key) idempotentRefunds.set(key, refund);
    return { status: 200, json: refund };
  };
  let failure: { status: number; error: object } | null = null;
  let apiUrl = '';
  const billing = createFakeBilling(() => apiUrl, webhookSecret);

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(body));
      const query = Object.fromEntries(url.searchParams);
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form,
        query,
      });
      const send = (status: number, json: object) =>
        response
          .writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_${requests.length}`,
          })
          .end(JSON.stringify(json));
      if (failure) {
        const { status, error } = failure;
        failure = null;
        return send(status, { error });
      }
      const billed = billing.handle(
        request.method ?? 'GET',
        url.pathname,
        request.method === 'GET' ? url.searchParams : new URLSearchParams(body),
        String(request.headers['idempotency-key'] ?? ''),
      );
      if (billed) return send(billed.status, billed.json);
      if (url.pathname === '/v1/refunds' && request.method === 'POST') {
        const made = createRefund(form, String(request.headers['idempotency-key'] ?? ''));
        return send(made.status, made.json);
      }
      const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/cancel)?$/.exec(url.pathname);
      if (!match)
        return send(404, {
          error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
        });
      const id = match[1];
      if (!id && request.method === 'POST') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const replay = key ? idempotent.get(key) : undefined;
        if (replay) return send(200, replay);
        const intentId = `pi_${randomBytes(12).toString('hex')}`;
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          metadata: metadataOf(form),
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intentId, intent);
        if (key) idempotent.set(key, { ...intent });
        return send(200, intent);
      }
      const intent = id ? intents.get(id) : undefined;
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${id}'`,
          },
        });
      }
      if (request.method === 'POST' && match[2]) {
        // Stripe cancels only an intent that can still change.
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
            intent.status,
          )
        ) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}`,
              payment_intent: intent,
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (request.method === 'POST') {
        if (form.amount) intent.amount = Number(form.amount);
        if (form.currency) intent.currency = form.currency;
        intent.metadata = { ...intent.metadata, ...metadataOf(form) };
      }
      return send(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}`;

  return {
    ...billing.api,
    apiUrl,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_lectio_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      // The double signs every delivery with one secret, whichever endpoint it goes to.
      STRIPE_BILLING_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: apiUrl,
    },
    requests,
    intents,
    refunds,
    succeed(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No fake intent ${intentId}`);
      intent.status = 'succeeded';
      return intent;
    },
    failNext(status, error) {
      failure = { status, error };
    },
    failRefund(refundId, options = {}) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`No fake refund ${refundId}`);
      refund.status = 'failed';
      refund.failure_reason = options.reason ?? 'expired_or_canceled_card';
      const id = options.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
      const payload = JSON.stringify({
        id,
        object: 'event',
        type: options.type ?? 'refund.failed',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: refund },
      });
      return { id, payload };
    },
    succeededEvent(intentId, eventId = `evt_${randomBytes(12).toString('hex')}`) {
      const intent = intents.get(intentId) ?? { id: intentId, object: 'payment_intent' };
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intent },
      });
      return { id: eventId, payload };
    },
    signature(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

// ---------------------------------------------------------------------------------------------
// Stripe Billing (issue 16): the objects server/adapters/billing/stripe.ts calls, in memory.
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
type Answer = { status: number; json: object };

/** One event the double emitted: its id, type and the signed-to-be payload (frozen then). */
export interface FakeEvent {
  id: string;
  type: string;
  payload: string;
}

export interface FakeBilling {
  customers: Map<string, Json>;
  prices: Map<string, Json>;
  subscriptions: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  portalSessions: Map<string, Json>;
  /** The SetupIntents of setup-mode Checkout Sessions. */
  setupIntents: Map<string, Json>;
  invoiceItems: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Every Billing event the double emitted, oldest first. */
  events: FakeEvent[];
  /** The double's clock (Stripe's "test clock"): null is the real time. */
  setClock(at: Date | null): void;
  /**
   * The customer finished a Checkout Session on Stripe's page: a subscription-mode session
   * starts the subscription (its card its default, first invoice paid); setup mode saves the
   * card on the customer and its SetupIntent succeeds, and nothing more (the card is nobody's
   * default until the integration says so); payment mode pays `metadata.invoiceId`.
   * Answers the events Stripe would send.
   */
  completeCheckout(sessionId: string): FakeEvent[];
  /**
   * The trial's end arrived: with a card the subscription is active and invoiced; without one it
   * follows `trial_settings.end_behavior.missing_payment_method` (pause, cancel, create_invoice).
   */
  endTrial(subscriptionId: string): FakeEvent[];
  /**
   * The subscription's next period is due: its invoice is made as a draft (`invoice.created`),
   * which Stripe finalizes about an hour later (`finalizeInvoice`) and then charges.
   */
  draftRenewal(subscriptionId: string): { invoiceId: string; events: FakeEvent[] };
  /** The draft is finalized (open, numbered, its lines fixed). */
  finalizeInvoice(invoiceId: string): FakeEvent[];
  /** The customer paid an open invoice on the hosted page. */
  payInvoice(invoiceId: string): FakeEvent[];
  /** A charge of an open invoice failed: the subscription is past due. */
  failInvoicePayment(invoiceId: string): FakeEvent[];
  /** An event of this type carrying `object` as it is now (or as given: a forged body). */
  event(type: string, object: Json, eventId?: string): FakeEvent;
  /** Where `deliver` posts: the app's POST /api/billing/webhook on loopback. */
  setWebhookUrl(url: string): void;
  /**
   * Sends the event, signed with the endpoint's secret (or `secret`, at `timestamp`), as Stripe
   * does: the raw JSON with a Stripe-Signature header. Answers the status and body.
   */
  deliver(
    event: FakeEvent,
    options?: { timestamp?: number; secret?: string; signature?: string },
  ): Promise<{ status: number; body: string }>;
}

const API_VERSION = '2026-10-28.endive';
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Stripe's nested form (`items[0][price]`) read back into objects and arrays. */
export function parseStripeForm(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    }
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const stripeError = (
  status: number,
  message: string,
  extra: { code?: string; param?: string; type?: string } = {},
): Answer => ({
  status,
  json: { error: { type: extra.type ?? 'invalid_request_error', message, ...extra } },
});
const missingError = (kind: string, id: string, param?: string) =>
  stripeError(404, `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    ...(param ? { param } : {}),
  });
const list = (url: string, data: Json[]) => ({ object: 'list', data, has_more: false, url });

function createFakeBilling(apiUrl: () => string, webhookSecret: string) {
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const checkoutSessions = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const invoiceItems = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const events: FakeEvent[] = [];
  /** Idempotency-Key → the first answer and the body it was for (Stripe keeps them 24 h). */
  const replies = new Map<string, { path: string; body: string; answer: Answer }>();
  let clock: Date | null = null;
  let webhookUrl = '';
  let invoiceNumber = 0;
  const now = () => Math.floor((clock?.getTime() ?? Date.now()) / 1000);

  const addInterval = (seconds: number, interval: string) => {
    const at = new Date(seconds * 1000);
    if (interval === 'year') at.setUTCFullYear(at.getUTCFullYear() + 1);
    else at.setUTCMonth(at.getUTCMonth() + 1);
    return Math.floor(at.getTime() / 1000);
  };

  const event = (type: string, object: Json, eventId = newId('evt')): FakeEvent => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object) },
    });
    return { id: eventId, type, payload };
  };
  const emit = (type: string, object: Json): FakeEvent => {
    const made = event(type, object);
    events.push(made);
    return made;
  };

  const hasCard = (subscription: Json | null, customerId: string) =>
    Boolean(
      subscription?.default_payment_method ??
      ((customers.get(customerId)?.invoice_settings as Json | undefined)?.default_payment_method as
        string | null),
    );

  const priceAmount = (price: Json) => Number(price.unit_amount ?? 0);

  const newCustomer = (form: Json): Answer => {
    const customer: Json = {
      id: newId('cus'),
      object: 'customer',
      name: form.name ?? null,
      email: form.email ?? null,
      metadata: form.metadata ?? {},
      invoice_settings: { default_payment_method: null },
      created: now(),
      livemode: false,
    };
    customers.set(String(customer.id), customer);
    return { status: 200, json: customer };
  };

  const newPrice = (form: Json): Answer => {
    if (!form.currency)
      return stripeError(400, 'Missing required param: currency.', { param: 'currency' });
    const key = typeof form.lookup_key === 'string' ? form.lookup_key : null;
    if (key) {
      const holder = [...prices.values()].find((price) => price.lookup_key === key);
      if (holder && form.transfer_lookup_key !== 'true') {
        return stripeError(
          400,
          `A price (\`${String(holder.id)}\`) already uses that lookup key.`,
          { param: 'lookup_key' },
        );
      }
      if (holder) holder.lookup_key = null;
    }
    const recurring = form.recurring as Json | undefined;
    const productData = form.product_data as Json | undefined;
    const price: Json = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: form.currency,
      unit_amount: Number(form.unit_amount),
      recurring: recurring
        ? { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) }
        : null,
      type: recurring ? 'recurring' : 'one_time',
      lookup_key: key,
      product: form.product ?? newId('prod'),
      product_name: productData?.name ?? null,
      created: now(),
      livemode: false,
    };
    prices.set(String(price.id), price);
    return { status: 200, json: price };
  };

  const listPrices = (query: Json): Answer => {
    const keys = (query.lookup_keys as string[] | undefined) ?? null;
    const limit = Number(query.limit ?? 10);
    const data = [...prices.values()]
      .filter((price) => !keys || keys.includes(String(price.lookup_key)))
      .filter((price) => query.active === undefined || String(price.active) === query.active)
      .slice(0, limit);
    return { status: 200, json: list('/v1/prices', data) };
  };

  const newItem = (
    subscriptionId: string,
    price: Json,
    quantity: number,
    start: number,
    end: number,
  ): Json => ({
    id: newId('si'),
    object: 'subscription_item',
    subscription: subscriptionId,
    price,
    quantity,
    current_period_start: start,
    current_period_end: end,
    created: now(),
  });
  const itemsOf = (subscription: Json) => (subscription.items as { data: Json[] }).data;

  /** A subscription with its items priced; `trialDays` starts it trialing. */
  const makeSubscription = (
    customerId: string,
    lines: { price: Json; quantity: number }[],
    options: { trialEnd?: number; metadata?: Json; trialSettings?: Json; card?: string | null },
  ): Json => {
    const id = newId('sub');
    const start = now();
    const trialing = options.trialEnd !== undefined;
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: customerId,
      status: trialing ? 'trialing' : 'active',
      collection_method: 'charge_automatically',
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: options.card ?? null,
      metadata: options.metadata ?? {},
      trial_start: trialing ? start : null,
      trial_end: trialing ? options.trialEnd : null,
      trial_settings: options.trialSettings ?? {
        end_behavior: { missing_payment_method: 'create_invoice' },
      },
      pause_collection: null,
      latest_invoice: null,
      start_date: start,
      created: start,
      livemode: false,
    };
    subscription.items = list(
      `/v1/subscription_items?subscription=${id}`,
      lines.map(({ price, quantity }) =>
        newItem(
          id,
          price,
          quantity,
          start,
          trialing
            ? options.trialEnd!
            : addInterval(start, String((price.recurring as Json).interval)),
        ),
      ),
    );
    subscriptions.set(id, subscription);
    return subscription;
  };

  const linePrices = (
    raw: unknown,
    param: string,
  ): { price: Json; quantity: number }[] | Answer => {
    const lines = (raw ?? []) as Json[];
    const out: { price: Json; quantity: number }[] = [];
    for (const [index, line] of lines.entries()) {
      const price = prices.get(String(line.price));
      if (!price) return missingError('price', String(line.price), `${param}[${index}][price]`);
      out.push({ price, quantity: Number(line.quantity ?? 1) });
    }
    return out;
  };

  const newSubscription = (form: Json): Answer => {
    const customerId = String(form.customer ?? '');
    if (!customers.has(customerId)) return missingError('customer', customerId, 'customer');
    const lines = linePrices(form.items, 'items');
    if (!Array.isArray(lines)) return lines;
    if (lines.length === 0)
      return stripeError(400, 'Missing required param: items.', { param: 'items' });
    const trialDays = form.trial_period_days === undefined ? null : Number(form.trial_period_days);
    const trialEnd =
      form.trial_end !== undefined && form.trial_end !== 'now'
        ? Number(form.trial_end)
        : trialDays
          ? now() + trialDays * 86_400
          : undefined;
    const subscription = makeSubscription(customerId, lines, {
      ...(trialEnd === undefined ? {} : { trialEnd }),
      metadata: (form.metadata as Json | undefined) ?? {},
      ...(form.trial_settings ? { trialSettings: form.trial_settings as Json } : {}),
    });
    if (form.payment_settings) subscription.payment_settings = form.payment_settings;
    if (form.collection_method === 'send_invoice') {
      if (form.days_until_due === undefined) {
        return stripeError(
          400,
          'Subscriptions with `send_invoice` collection method require `days_until_due`.',
          { param: 'days_until_due' },
        );
      }
      // Invoiced (a school's PO): nothing is charged, and the first invoice waits as a draft
      // (Stripe finalizes it about an hour later, or when asked), printed with the
      // subscription's invoice settings as they are now.
      subscription.collection_method = 'send_invoice';
      subscription.days_until_due = Number(form.days_until_due);
      subscription.invoice_settings = form.invoice_settings ?? {};
      const first = makeInvoice(customerId, {
        collectionMethod: 'send_invoice',
        daysUntilDue: Number(form.days_until_due),
        customFields: (subscription.invoice_settings as Json).custom_fields ?? null,
        subscription,
        billingReason: 'subscription_create',
      });
      subscription.latest_invoice = first.id;
    }
    emit('customer.subscription.created', subscription);
    return { status: 200, json: subscription };
  };

  const updateSubscription = (subscription: Json, form: Json): Answer => {
    if (subscription.status === 'canceled') {
      return stripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const items = itemsOf(subscription);
    for (const [index, change] of ((form.items ?? []) as Json[]).entries()) {
      const item = change.id ? items.find((row) => row.id === change.id) : undefined;
      if (change.id && !item) {
        return missingError('subscription_item', String(change.id), `items[${index}][id]`);
      }
      let price = item?.price as Json | undefined;
      if (change.price) {
        price = prices.get(String(change.price));
        if (!price) return missingError('price', String(change.price), `items[${index}][price]`);
      }
      if (!price) return stripeError(400, 'Missing required param: items[price].');
      if (item) {
        item.price = price;
        if (change.quantity !== undefined) item.quantity = Number(change.quantity);
      } else {
        const first = items[0]!;
        items.push(
          newItem(
            String(subscription.id),
            price,
            Number(change.quantity ?? 1),
            Number(first.current_period_start),
            Number(first.current_period_end),
          ),
        );
      }
    }
    if (form.proration_behavior !== undefined) {
      subscription.last_proration_behavior = form.proration_behavior;
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    if (form.trial_end !== undefined) {
      const end = form.trial_end === 'now' ? now() : Number(form.trial_end);
      if (end > now()) {
        subscription.trial_end = end;
        subscription.status = 'trialing';
        for (const item of items) item.current_period_end = end;
      } else {
        subscription.trial_end = now();
        subscription.status = 'active';
      }
    }
    if (form.default_payment_method !== undefined) {
      subscription.default_payment_method = form.default_payment_method || null;
    }
    if (form.metadata) {
      subscription.metadata = { ...(subscription.metadata as Json), ...(form.metadata as Json) };
    }
    if (form.invoice_settings) subscription.invoice_settings = form.invoice_settings;
    emit('customer.subscription.updated', subscription);
    return { status: 200, json: subscription };
  };

  const newCheckout = (form: Json): Answer => {
    const mode = String(form.mode ?? '');
    if (!['subscription', 'setup', 'payment'].includes(mode)) {
      return stripeError(400, 'Invalid mode.', { param: 'mode' });
    }
    if (!form.success_url) {
      return stripeError(400, 'Missing required param: success_url.', { param: 'success_url' });
    }
    const customerId = String(form.customer ?? '');
    if (form.customer && !customers.has(customerId)) {
      return missingError('customer', customerId, 'customer');
    }
    let lines: { price: Json; quantity: number }[] = [];
    if (mode !== 'setup') {
      const found = linePrices(form.line_items, 'line_items');
      if (!Array.isArray(found)) return found;
      if (found.length === 0) {
        return stripeError(400, 'Missing required param: line_items.', { param: 'line_items' });
      }
      lines = found;
    }
    if (mode === 'setup' && !form.currency && !form.payment_method_types) {
      return stripeError(400, 'currency is required in setup mode.', { param: 'currency' });
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      url: `${apiUrl()}/c/pay/${id}`,
      customer: form.customer ?? null,
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      subscription: null,
      invoice: null,
      setup_intent: null,
      subscription_data: form.subscription_data ?? null,
      setup_intent_data: form.setup_intent_data ?? null,
      currency: form.currency ?? 'usd',
      created: now(),
      livemode: false,
    };
    if (mode === 'setup') {
      const intent: Json = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'requires_payment_method',
        customer: form.customer ?? null,
        payment_method: null,
        metadata: ((form.setup_intent_data as Json | undefined)?.metadata as Json) ?? {},
        usage: 'off_session',
        created: now(),
        livemode: false,
      };
      setupIntents.set(String(intent.id), intent);
      session.setup_intent = intent.id;
    }
    checkoutSessions.set(id, session);
    checkoutLines.set(id, lines);
    return { status: 200, json: session };
  };
  const checkoutLines = new Map<string, { price: Json; quantity: number }[]>();

  /** The lines an invoice shows: its invoice items, and the subscription's items if any. */
  const invoiceLines = (invoice: Json): Json[] =>
    [...invoiceItems.values()]
      .filter((item) => item.invoice === invoice.id)
      .map((item) => ({
        id: newId('il'),
        object: 'line_item',
        amount: item.amount,
        currency: item.currency,
        description: item.description,
        quantity: item.quantity ?? 1,
        parent: {
          type: 'invoice_item_details',
          invoice_item_details: { invoice_item: item.id },
          subscription_item_details: null,
        },
      }));

  const refreshTotals = (invoice: Json) => {
    const lines = [
      ...((invoice.subscription_lines as Json[] | undefined) ?? []),
      ...invoiceLines(invoice),
    ];
    invoice.lines = list(`/v1/invoices/${String(invoice.id)}/lines`, lines);
    const total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
    invoice.subtotal = total;
    invoice.total = total;
    invoice.amount_due = total;
    invoice.amount_remaining = total - Number(invoice.amount_paid ?? 0);
  };

  const makeInvoice = (
    customerId: string,
    options: {
      collectionMethod?: string;
      daysUntilDue?: number | null;
      metadata?: Json;
      customFields?: unknown;
      subscription?: Json;
      billingReason?: string;
    },
  ): Json => {
    const id = newId('in');
    const subscription = options.subscription;
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: customerId,
      status: 'draft',
      number: null,
      collection_method: options.collectionMethod ?? 'charge_automatically',
      days_until_due: options.daysUntilDue ?? null,
      due_date: null,
      billing_reason: options.billingReason ?? 'manual',
      metadata: options.metadata ?? {},
      custom_fields: options.customFields ?? null,
      parent: subscription
        ? {
            type: 'subscription_details',
            subscription_details: {
              subscription: subscription.id,
              metadata: subscription.metadata,
            },
          }
        : null,
      amount_paid: 0,
      paid_out_of_band: false,
      hosted_invoice_url: null,
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
      period_start: now(),
      period_end: now(),
      created: now(),
      livemode: false,
    };
    if (subscription) {
      invoice.subscription_lines = itemsOf(subscription).map((item) => ({
        id: newId('il'),
        object: 'line_item',
        amount: priceAmount(item.price as Json) * Number(item.quantity),
        currency: 'usd',
        description: `${String(item.quantity)} × Lectio Standard`,
        quantity: item.quantity,
        period: { start: item.current_period_start, end: item.current_period_end },
        parent: {
          type: 'subscription_item_details',
          invoice_item_details: null,
          subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
        },
      }));
      const first = itemsOf(subscription)[0]!;
      invoice.period_start = first.current_period_start;
      invoice.period_end = first.current_period_end;
    }
    invoices.set(id, invoice);
    refreshTotals(invoice);
    emit('invoice.created', invoice);
    return invoice;
  };

  const finalize = (invoice: Json): FakeEvent[] => {
    refreshTotals(invoice);
    invoiceNumber += 1;
    invoice.number = `FAKE-${String(invoiceNumber).padStart(4, '0')}`;
    invoice.status = 'open';
    invoice.hosted_invoice_url = `${apiUrl()}/i/${String(invoice.id)}`;
    (invoice.status_transitions as Json).finalized_at = now();
    if (invoice.collection_method === 'send_invoice') {
      invoice.due_date = now() + Number(invoice.days_until_due ?? 30) * 86_400;
    }
    const made = [emit('invoice.finalized', invoice)];
    // Stripe marks an invoice with nothing to pay paid when it is finalized.
    if (Number(invoice.amount_due) === 0) made.push(...markPaid(invoice, false));
    return made;
  };

  const markPaid = (invoice: Json, outOfBand: boolean): FakeEvent[] => {
    invoice.status = 'paid';
    invoice.paid_out_of_band = outOfBand;
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Json).paid_at = now();
    const made = [emit('invoice.paid', invoice)];
    const subscriptionId = (
      (invoice.parent as Json | null)?.subscription_details as Json | undefined
    )?.subscription;
    const subscription = subscriptionId ? subscriptions.get(String(subscriptionId)) : undefined;
    if (subscription && ['past_due', 'unpaid'].includes(String(subscription.status))) {
      subscription.status = 'active';
      made.push(emit('customer.subscription.updated', subscription));
    }
    return made;
  };

  const newInvoice = (form: Json): Answer => {
    const customerId = String(form.customer ?? '');
    if (!customers.has(customerId)) return missingError('customer', customerId, 'customer');
    if (
      form.collection_method === 'send_invoice' &&
      form.days_until_due === undefined &&
      !form.due_date
    ) {
      return stripeError(
        400,
        'Invoices with `send_invoice` collection method require either `days_until_due` or `due_date`.',
        { param: 'days_until_due' },
      );
    }
    const subscription = form.subscription
      ? subscriptions.get(String(form.subscription))
      : undefined;
    const invoice = makeInvoice(customerId, {
      collectionMethod: String(form.collection_method ?? 'charge_automatically'),
      daysUntilDue: form.days_until_due === undefined ? null : Number(form.days_until_due),
      metadata: (form.metadata as Json | undefined) ?? {},
      customFields: form.custom_fields ?? null,
    });
    if (subscription)
      invoice.parent = {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      };
    if (form.pending_invoice_items_behavior !== 'exclude') {
      for (const item of invoiceItems.values()) {
        if (item.customer === customerId && item.invoice === null) item.invoice = invoice.id;
      }
      refreshTotals(invoice);
    }
    return { status: 200, json: invoice };
  };

  const newInvoiceItem = (form: Json): Answer => {
    const customerId = String(form.customer ?? '');
    if (!customers.has(customerId)) return missingError('customer', customerId, 'customer');
    if (form.amount !== undefined && form.quantity !== undefined) {
      return stripeError(
        400,
        'You cannot pass `quantity` with `amount`; pass `pricing` or `price_data`.',
        {
          param: 'quantity',
        },
      );
    }
    if (form.invoice) {
      const invoice = invoices.get(String(form.invoice));
      if (!invoice) return missingError('invoice', String(form.invoice), 'invoice');
      if (invoice.status !== 'draft') {
        return stripeError(400, 'You can only add invoice items to draft invoices.', {
          code: 'invoice_not_editable',
          param: 'invoice',
        });
      }
    }
    const item: Json = {
      id: newId('ii'),
      object: 'invoiceitem',
      customer: customerId,
      invoice: form.invoice ?? null,
      amount: Number(form.amount ?? 0),
      currency: form.currency ?? 'usd',
      description: form.description ?? null,
      quantity: 1,
      metadata: form.metadata ?? {},
      date: now(),
      livemode: false,
    };
    invoiceItems.set(String(item.id), item);
    if (form.invoice) refreshTotals(invoices.get(String(form.invoice))!);
    return { status: 200, json: item };
  };

  /** Metadata can change at any time; what is printed on the invoice only while a draft. */
  const updateInvoice = (invoice: Json, form: Json): Answer => {
    if (form.custom_fields !== undefined && invoice.status !== 'draft') {
      return stripeError(400, 'You can only update custom_fields on draft invoices.', {
        code: 'invoice_not_editable',
        param: 'custom_fields',
      });
    }
    if (form.metadata) {
      invoice.metadata = { ...(invoice.metadata as Json), ...(form.metadata as Json) };
    }
    if (form.custom_fields !== undefined) invoice.custom_fields = form.custom_fields;
    emit('invoice.updated', invoice);
    return { status: 200, json: invoice };
  };

  const invoiceAction = (invoice: Json, action: string, form: Json): Answer => {
    if (action === 'finalize') {
      if (invoice.status !== 'draft') {
        return stripeError(400, 'This invoice is already finalized.', {
          code: 'invoice_not_editable',
        });
      }
      finalize(invoice);
      return { status: 200, json: invoice };
    }
    if (action === 'send') {
      if (invoice.status === 'draft') finalize(invoice);
      if (invoice.collection_method !== 'send_invoice') {
        return stripeError(400, 'Only `send_invoice` invoices can be sent.');
      }
      invoice.sent = true;
      emit('invoice.sent', invoice);
      return { status: 200, json: invoice };
    }
    if (action === 'pay') {
      if (invoice.status === 'draft') finalize(invoice);
      if (invoice.status === 'paid')
        return stripeError(400, 'Invoice is already paid.', { code: 'invoice_already_paid' });
      if (invoice.status !== 'open')
        return stripeError(400, `This invoice is ${String(invoice.status)}.`);
      const outOfBand = form.paid_out_of_band === 'true';
      if (!outOfBand && !hasCard(null, String(invoice.customer))) {
        return stripeError(
          402,
          'This customer has no attached payment source or default payment method.',
          {
            type: 'card_error',
            code: 'invoice_no_payment_method',
          },
        );
      }
      markPaid(invoice, outOfBand);
      return { status: 200, json: invoice };
    }
    return stripeError(404, 'Unrecognized request URL');
  };

  /** The router: null when the path is not Billing's (then the PaymentIntent routes answer). */
  const route = (method: string, path: string, params: URLSearchParams): Answer | null => {
    const form = parseStripeForm(params);
    const parts = path.split('/').filter(Boolean).slice(1);
    const [collection, id, action] = parts;
    const at = (map: Map<string, Json>, kind: string): Json | Answer => {
      const found = id ? map.get(id) : undefined;
      return found ?? missingError(kind, id ?? '');
    };
    const failed = (got: Json | Answer): got is Answer =>
      typeof (got as Answer).status === 'number' && 'json' in got;
    switch (collection) {
      case 'customers': {
        if (!id && method === 'POST') return newCustomer(form);
        const got = at(customers, 'customer');
        if (failed(got)) return got;
        if (method === 'POST') Object.assign(got, form);
        return { status: 200, json: got };
      }
      case 'prices':
        if (!id && method === 'POST') return newPrice(form);
        if (!id) return listPrices(form);
        return ((got) => (failed(got) ? got : { status: 200, json: got }))(at(prices, 'price'));
      case 'subscriptions': {
        if (!id && method === 'POST') return newSubscription(form);
        const subscription = at(subscriptions, 'subscription');
        if (failed(subscription)) return subscription;
        if (method === 'GET') return { status: 200, json: subscription };
        if (method === 'DELETE') {
          if (subscription.status === 'canceled') {
            return stripeError(400, 'This subscription has already been canceled.');
          }
          subscription.status = 'canceled';
          subscription.canceled_at = now();
          subscription.ended_at = now();
          emit('customer.subscription.deleted', subscription);
          return { status: 200, json: subscription };
        }
        if (action === 'resume') {
          if (subscription.status !== 'paused') {
            return stripeError(400, 'Only a paused subscription can be resumed.');
          }
          subscription.status = 'active';
          subscription.trial_end = subscription.trial_end ?? null;
          emit('customer.subscription.resumed', subscription);
          emit('customer.subscription.updated', subscription);
          return { status: 200, json: subscription };
        }
        return updateSubscription(subscription, form);
      }
      case 'checkout': {
        const [, sessionId] = parts.slice(1);
        if (parts[1] !== 'sessions') return null;
        if (!sessionId && method === 'POST') return newCheckout(form);
        const session = sessionId ? checkoutSessions.get(sessionId) : undefined;
        if (!session) return missingError('checkout.session', sessionId ?? '');
        return { status: 200, json: session };
      }
      case 'setup_intents': {
        const intent = at(setupIntents, 'setup_intent');
        return failed(intent) ? intent : { status: 200, json: intent };
      }
      case 'billing_portal': {
        if (parts[1] !== 'sessions' || method !== 'POST') return null;
        const customerId = String(form.customer ?? '');
        if (!customers.has(customerId)) return missingError('customer', customerId, 'customer');
        const session: Json = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: customerId,
          return_url: form.return_url ?? null,
          url: `${apiUrl()}/p/session/${randomBytes(8).toString('hex')}`,
          created: now(),
          livemode: false,
        };
        portalSessions.set(String(session.id), session);
        return { status: 200, json: session };
      }
      case 'invoiceitems':
        if (!id && method === 'POST') return newInvoiceItem(form);
        return ((got) => (failed(got) ? got : { status: 200, json: got }))(
          at(invoiceItems, 'invoiceitem'),
        );
      case 'invoices': {
        if (!id && method === 'POST') return newInvoice(form);
        const invoice = at(invoices, 'invoice');
        if (failed(invoice)) return invoice;
        if (action) return method === 'POST' ? invoiceAction(invoice, action, form) : null;
        if (method === 'POST') return updateInvoice(invoice, form);
        return { status: 200, json: invoice };
      }
      default:
        return null;
    }
  };

  const handle = (
    method: string,
    path: string,
    params: URLSearchParams,
    key: string,
  ): Answer | null => {
    if (method === 'POST' && key) {
      const body = params.toString();
      const earlier = replies.get(key);
      if (earlier) {
        if (earlier.path !== path || earlier.body !== body) {
          return stripeError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            { type: 'idempotency_error' },
          );
        }
        return earlier.answer;
      }
      const answer = route(method, path, params);
      if (answer && answer.status < 500) {
        replies.set(key, {
          path,
          body,
          answer: { status: answer.status, json: clone(answer.json) },
        });
      }
      return answer;
    }
    return route(method, path, params);
  };

  const api: FakeBilling = {
    customers,
    prices,
    subscriptions,
    checkoutSessions,
    portalSessions,
    setupIntents,
    invoiceItems,
    invoices,
    events,
    setClock(at) {
      clock = at;
    },
    completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`No fake checkout session ${sessionId}`);
      if (session.status !== 'open')
        throw new Error(`Checkout ${sessionId} is ${String(session.status)}`);
      const customerId = String(session.customer);
      const card = newId('pm');
      const made: FakeEvent[] = [];
      session.status = 'complete';
      // As at Stripe: the card is saved on the customer, the default of nothing yet.
      const customer = customers.get(customerId);
      if (customer) customer.cards = [...((customer.cards as string[] | undefined) ?? []), card];
      if (session.mode === 'subscription') {
        const subscription = makeSubscription(customerId, checkoutLines.get(sessionId) ?? [], {
          metadata:
            ((session.subscription_data as Json | null)?.metadata as Json | undefined) ?? {},
          card,
        });
        const invoice = makeInvoice(customerId, {
          subscription,
          billingReason: 'subscription_create',
        });
        made.push(events.at(-1)!);
        made.push(...finalize(invoice));
        if (invoice.status !== 'paid') made.push(...markPaid(invoice, false));
        subscription.latest_invoice = invoice.id;
        session.subscription = subscription.id;
        session.invoice = invoice.id;
        session.payment_status = 'paid';
        made.unshift(emit('customer.subscription.created', subscription));
      } else if (session.mode === 'setup') {
        // Stripe stops here: making the card the default is the integration's job.
        const intent = setupIntents.get(String(session.setup_intent));
        if (intent) Object.assign(intent, { status: 'succeeded', payment_method: card });
      } else {
        const invoiceId = (session.metadata as Json).invoiceId;
        const invoice = invoiceId ? invoices.get(String(invoiceId)) : undefined;
        if (invoice?.status === 'open') made.push(...markPaid(invoice, false));
        if (invoice) session.invoice = invoice.id;
        session.payment_status = 'paid';
      }
      made.unshift(emit('checkout.session.completed', session));
      return made;
    },
    endTrial(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No fake subscription ${subscriptionId}`);
      if (subscription.status !== 'trialing') throw new Error(`${subscriptionId} is not trialing`);
      const end = now();
      subscription.trial_end = end;
      const made: FakeEvent[] = [];
      if (hasCard(subscription, String(subscription.customer))) {
        subscription.status = 'active';
        for (const item of itemsOf(subscription)) {
          item.current_period_start = end;
          item.current_period_end = addInterval(
            end,
            String(((item.price as Json).recurring as Json).interval),
          );
        }
        made.push(emit('customer.subscription.updated', subscription));
        const invoice = makeInvoice(String(subscription.customer), {
          subscription,
          billingReason: 'subscription_cycle',
        });
        made.push(events.at(-1)!, ...finalize(invoice), ...markPaid(invoice, false));
        subscription.latest_invoice = invoice.id;
        return made;
      }
      const behavior = (
        (subscription.trial_settings as Json | null)?.end_behavior as Json | undefined
      )?.missing_payment_method;
      if (behavior === 'pause') {
        subscription.status = 'paused';
        made.push(emit('customer.subscription.paused', subscription));
        made.push(emit('customer.subscription.updated', subscription));
      } else if (behavior === 'cancel') {
        subscription.status = 'canceled';
        subscription.canceled_at = end;
        made.push(emit('customer.subscription.deleted', subscription));
      } else {
        subscription.status = 'past_due';
        made.push(emit('customer.subscription.updated', subscription));
        const invoice = makeInvoice(String(subscription.customer), {
          subscription,
          billingReason: 'subscription_cycle',
        });
        made.push(events.at(-1)!, ...finalize(invoice));
      }
      return made;
    },
    draftRenewal(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No fake subscription ${subscriptionId}`);
      const invoice = makeInvoice(String(subscription.customer), {
        subscription,
        billingReason: 'subscription_cycle',
      });
      return { invoiceId: String(invoice.id), events: [events.at(-1)!] };
    },
    finalizeInvoice(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`No fake invoice ${invoiceId}`);
      if (invoice.status !== 'draft') throw new Error(`${invoiceId} is ${String(invoice.status)}`);
      return finalize(invoice);
    },
    payInvoice(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`No fake invoice ${invoiceId}`);
      if (invoice.status !== 'open') throw new Error(`${invoiceId} is ${String(invoice.status)}`);
      return markPaid(invoice, false);
    },
    failInvoicePayment(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`No fake invoice ${invoiceId}`);
      invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
      const made = [emit('invoice.payment_failed', invoice)];
      const subscriptionId = (
        (invoice.parent as Json | null)?.subscription_details as Json | undefined
      )?.subscription;
      const subscription = subscriptionId ? subscriptions.get(String(subscriptionId)) : undefined;
      if (subscription && subscription.status === 'active') {
        subscription.status = 'past_due';
        made.push(emit('customer.subscription.updated', subscription));
      }
      return made;
    },
    event,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async deliver(made, options = {}) {
      if (!webhookUrl) throw new Error('setWebhookUrl first');
      const signature =
        options.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload: made.payload,
          secret: options.secret ?? webhookSecret,
          ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
        });
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: made.payload,
      });
      return { status: response.status, body: await response.text() };
    },
  };
  return { api, handle };
}
