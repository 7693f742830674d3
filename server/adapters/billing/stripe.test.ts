import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEAT_PRICE_CENTS } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import { STRIPE_API_VERSION, createStripeClient } from '../payments/stripe';
import { appErrorOf } from '../payments/test-support';
import { STANDARD_PRICE_KEYS, StripeBillingError, createStripeBillingProvider } from './stripe';

/**
 * The Stripe Billing provider against the loopback double (tests/support/fake-stripe.ts):
 * which endpoints it calls with which fields and idempotency keys, how Stripe's objects are
 * read back into the provider's views, and which Stripe errors become what.
 */
let fake: FakeStripe;
let client: Stripe;
const now = new Date();
const DAY = 86_400_000;

const provider = () => createStripeBillingProvider(client, fake.webhookSecret);
const calls = () => fake.requests.map((request) => `${request.method} ${request.path}`);
const last = (method: string, path: string | RegExp) => {
  const found = fake.requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );
  expect(found.length, `${method} ${String(path)} in ${calls().join(', ')}`).toBeGreaterThan(0);
  return found[found.length - 1]!;
};

beforeAll(async () => {
  fake = await startFakeStripe();
  client = createStripeClient({ secretKey: 'sk_test_lectio_fake', apiUrl: fake.apiUrl });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

let accounts = 0;
async function customer(billing = provider()) {
  accounts += 1;
  const accountId = `acct-${accounts}-${crypto.randomUUID()}`;
  const { id } = await billing.createCustomer({
    accountId,
    name: `St. Brigid ${accounts}`,
    email: 'office@stbrigid.example.org',
    idempotencyKey: `customer:${accountId}`,
  });
  return { accountId, customerId: id };
}

async function trial(billing = provider(), quantity = 7) {
  const { accountId, customerId } = await customer(billing);
  const subscription = await billing.startTrial({
    customerId,
    accountId,
    quantity,
    period: 'month',
    trialDays: 14,
    idempotencyKey: `trial:${accountId}`,
    now,
  });
  return { accountId, customerId, subscription };
}

describe('the Stripe Billing provider', () => {
  it('makes the customer once per key, with the account in its metadata and the pinned version', async () => {
    const billing = provider();
    const input = {
      accountId: 'acct-once',
      name: 'Mrs. Alvarez',
      email: 'alvarez@example.org',
      idempotencyKey: 'customer:acct-once',
    };
    const first = await billing.createCustomer(input);
    const again = await billing.createCustomer(input);
    expect(again.id).toBe(first.id);
    expect(calls()).toEqual([
      'POST /v1/customers',
      `POST /v1/customers/${first.id}`,
      'POST /v1/customers',
      `POST /v1/customers/${first.id}`,
    ]);
    const [request] = fake.requests;
    expect(request!.headers['idempotency-key']).toBe('customer:acct-once');
    expect(request!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    // Only what cannot change goes with the key; the name and email follow as an update.
    expect(request!.form).toEqual({ 'metadata[accountId]': 'acct-once' });
    expect(fake.requests[1]!.form).toEqual({
      name: 'Mrs. Alvarez',
      email: 'alvarez@example.org',
    });
    expect([...fake.customers.values()].filter((row) => row.id === first.id)).toHaveLength(1);
    // Renamed before a retry: the same key is the same customer, renamed (not a 400).
    const renamed = await billing.createCustomer({ ...input, name: 'St. Anne School' });
    expect(renamed.id).toBe(first.id);
    expect(fake.customers.get(first.id)).toMatchObject({ name: 'St. Anne School' });
    const noEmail = await billing.createCustomer({ ...input, email: null, idempotencyKey: 'x1' });
    expect(fake.customers.get(noEmail.id)).toMatchObject({ email: null });
  });

  it('starts a 14-day trial without a card that pauses at its end, on the price found or made once', async () => {
    const billing = provider();
    const { accountId, customerId, subscription } = await trial(billing);
    const priceList = last('GET', '/v1/prices');
    expect(priceList.query).toEqual({
      'lookup_keys[0]': STANDARD_PRICE_KEYS.month,
      active: 'true',
      limit: '1',
    });
    const made = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices');
    // The first trial of this run made the monthly price; later ones find it.
    expect(made.length).toBeLessThanOrEqual(1);
    const monthly = [...fake.prices.values()].find(
      (price) => price.lookup_key === STANDARD_PRICE_KEYS.month,
    )!;
    expect(monthly).toMatchObject({
      unit_amount: SEAT_PRICE_CENTS.month,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
      active: true,
    });
    const create = last('POST', '/v1/subscriptions');
    expect(create.headers['idempotency-key']).toBe(`trial:${accountId}`);
    // The seats, which a retry may count again, are not sent with the key but set after.
    expect(create.form['items[0][quantity]']).toBeUndefined();
    expect(last('POST', `/v1/subscriptions/${subscription.id}`).form).toMatchObject({
      'items[0][quantity]': '7',
      proration_behavior: 'none',
    });
    expect(create.form).toMatchObject({
      customer: customerId,
      'items[0][price]': String(monthly.id),
      trial_period_days: '14',
      'trial_settings[end_behavior][missing_payment_method]': 'pause',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[accountId]': accountId,
    });
    expect(subscription).toMatchObject({
      customerId,
      accountId,
      status: 'trialing',
      period: 'month',
      quantity: 7,
      collectionMethod: 'charge_automatically',
      cancelAtPeriodEnd: false,
    });
    const trialEnd = Date.parse(subscription.trialEnd!);
    expect(Math.abs(trialEnd - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEnd);

    // A second provider (another instance, a restart) finds the price by its lookup key.
    fake.requests.length = 0;
    const again = await trial(provider());
    expect(calls().filter((call) => call === 'POST /v1/prices')).toEqual([]);
    expect(again.subscription.status).toBe('trialing');
    // The same provider asks Stripe once.
    fake.requests.length = 0;
    await trial(billing);
    expect(calls().filter((call) => call.endsWith('/v1/prices'))).toEqual([]);
  });

  it('makes a price at the right amount when the one under the lookup key is wrong, taking the key over', async () => {
    // Someone edited the annual price in the dashboard: $9 instead of $10.
    const wrong = await client.prices.create({
      currency: 'usd',
      unit_amount: SEAT_PRICE_CENTS.year - 100,
      recurring: { interval: 'year' },
      product_data: { name: 'Lectio Standard' },
      lookup_key: STANDARD_PRICE_KEYS.year,
      transfer_lookup_key: true,
    });
    fake.requests.length = 0;
    const billing = provider();
    const { customerId, accountId } = await customer(billing);
    fake.requests.length = 0;
    const checkout = await billing.createSubscriptionCheckout({
      customerId,
      accountId,
      quantity: 12,
      period: 'year',
      successUrl: 'https://lectio.example/teacher/billing?checkout=done',
      cancelUrl: 'https://lectio.example/teacher/billing',
      idempotencyKey: `subscribe:${accountId}:year:12:1`,
      now,
    });
    expect(calls()).toEqual(['GET /v1/prices', 'POST /v1/prices', 'POST /v1/checkout/sessions']);
    expect(last('POST', '/v1/prices').form).toMatchObject({
      currency: 'usd',
      unit_amount: String(SEAT_PRICE_CENTS.year),
      'recurring[interval]': 'year',
      'product_data[name]': 'Lectio Standard',
      lookup_key: STANDARD_PRICE_KEYS.year,
      transfer_lookup_key: 'true',
    });
    expect(fake.prices.get(wrong.id)!.lookup_key).toBeNull();
    const annual = [...fake.prices.values()].find(
      (price) => price.lookup_key === STANDARD_PRICE_KEYS.year,
    )!;
    expect(annual.unit_amount).toBe(SEAT_PRICE_CENTS.year);

    const session = last('POST', '/v1/checkout/sessions');
    expect(session.headers['idempotency-key']).toBe(`subscribe:${accountId}:year:12:1`);
    expect(session.form).toEqual({
      mode: 'subscription',
      customer: customerId,
      'line_items[0][price]': String(annual.id),
      'line_items[0][quantity]': '12',
      success_url: 'https://lectio.example/teacher/billing?checkout=done',
      cancel_url: 'https://lectio.example/teacher/billing',
      'metadata[accountId]': accountId,
      'subscription_data[metadata][accountId]': accountId,
    });
    expect(checkout).toMatchObject({
      mode: 'subscription',
      status: 'open',
      customerId,
      accountId,
      subscriptionId: null,
      url: expect.stringContaining(checkout.id),
    });

    fake.completeCheckout(checkout.id);
    const done = await billing.retrieveCheckout(checkout.id);
    expect(done).toMatchObject({
      status: 'complete',
      subscriptionId: expect.stringMatching(/^sub_/),
    });
    const subscription = await billing.retrieveSubscription(done!.subscriptionId!);
    expect(subscription).toMatchObject({
      status: 'active',
      period: 'year',
      quantity: 12,
      accountId,
      customerId,
      trialEnd: null,
    });
    expect(Date.parse(subscription!.currentPeriodEnd)).toBeGreaterThan(Date.now() + 360 * DAY);
    // The first invoice is read with its subscription and line.
    const invoice = await billing.retrieveInvoice(String(done!.invoiceId));
    expect(invoice).toMatchObject({
      status: 'paid',
      subscriptionId: subscription!.id,
      billingReason: 'subscription_create',
      totalCents: 12 * SEAT_PRICE_CENTS.year,
      amountPaidCents: 12 * SEAT_PRICE_CENTS.year,
      lines: [{ quantity: 12, unitCents: SEAT_PRICE_CENTS.year, itemId: null }],
    });
  });

  it('replaces the card through a setup-mode checkout tied to the subscription', async () => {
    const billing = provider();
    const { accountId, customerId, subscription } = await trial(billing);
    fake.requests.length = 0;
    const checkout = await billing.createSetupCheckout({
      customerId,
      accountId,
      subscriptionId: subscription.id,
      successUrl: 'https://lectio.example/teacher/billing/manage?card=done',
      cancelUrl: 'https://lectio.example/teacher/billing/manage',
      idempotencyKey: `card:${accountId}:1`,
      now,
    });
    expect(last('POST', '/v1/checkout/sessions').form).toEqual({
      mode: 'setup',
      customer: customerId,
      currency: 'usd',
      success_url: 'https://lectio.example/teacher/billing/manage?card=done',
      cancel_url: 'https://lectio.example/teacher/billing/manage',
      'metadata[accountId]': accountId,
      'setup_intent_data[metadata][subscription_id]': subscription.id,
    });
    expect(checkout).toMatchObject({ mode: 'setup', status: 'open', accountId });
    fake.completeCheckout(checkout.id);
    // Stripe saved the card and nothing more: it is nobody's default yet.
    expect(fake.subscriptions.get(subscription.id)!.default_payment_method).toBeNull();
    fake.requests.length = 0;
    await billing.adoptSetupCard(checkout.id);
    const setupIntent = fake.setupIntents.get(
      String(fake.checkoutSessions.get(checkout.id)!.setup_intent),
    )!;
    const card = String(setupIntent.payment_method);
    expect(card).toMatch(/^pm_/);
    expect(calls()).toEqual([
      `GET /v1/checkout/sessions/${checkout.id}`,
      `GET /v1/setup_intents/${String(setupIntent.id)}`,
      `POST /v1/customers/${customerId}`,
      `POST /v1/subscriptions/${subscription.id}`,
    ]);
    expect(fake.requests[2]!.form).toEqual({ 'invoice_settings[default_payment_method]': card });
    expect(fake.requests[3]!.form).toEqual({ default_payment_method: card });
    expect(fake.subscriptions.get(subscription.id)!.default_payment_method).toBe(card);
    // A checkout that is not a completed setup changes nothing.
    const open = await billing.createSetupCheckout({
      customerId,
      accountId,
      subscriptionId: null,
      successUrl: 'https://lectio.example/',
      cancelUrl: 'https://lectio.example/',
      idempotencyKey: `card:${accountId}:2`,
      now,
    });
    fake.requests.length = 0;
    await billing.adoptSetupCard(open.id);
    expect(calls()).toEqual([`GET /v1/checkout/sessions/${open.id}`]);
    // With a card, the trial's end starts the paid period instead of pausing.
    fake.endTrial(subscription.id);
    expect(await billing.retrieveSubscription(subscription.id)).toMatchObject({
      status: 'active',
      trialEnd: expect.any(String),
    });
  });

  it('changes the seats on the first item with the proration asked for', async () => {
    const billing = provider();
    const { subscription } = await trial(billing, 7);
    const itemId = (fake.subscriptions.get(subscription.id)!.items as { data: { id: string }[] })
      .data[0]!.id;
    fake.requests.length = 0;
    const updated = await billing.updateQuantity({
      subscriptionId: subscription.id,
      quantity: 9,
      proration: 'create_prorations',
      now,
    });
    expect(calls()).toEqual([
      `GET /v1/subscriptions/${subscription.id}`,
      `POST /v1/subscriptions/${subscription.id}`,
    ]);
    expect(fake.requests[1]!.form).toEqual({
      'items[0][id]': itemId,
      'items[0][quantity]': '9',
      proration_behavior: 'create_prorations',
    });
    expect(updated.quantity).toBe(9);
    expect((await billing.retrieveSubscription(subscription.id))!.quantity).toBe(9);
  });

  it('switches monthly to annual on the same item, invoiced now', async () => {
    const billing = provider();
    const { subscription } = await trial(billing, 6);
    fake.requests.length = 0;
    const switched = await billing.switchPeriod({
      subscriptionId: subscription.id,
      period: 'year',
      now,
    });
    const update = last('POST', `/v1/subscriptions/${subscription.id}`);
    const annual = [...fake.prices.values()].find(
      (price) => price.lookup_key === STANDARD_PRICE_KEYS.year,
    )!;
    expect(update.form).toMatchObject({
      'items[0][price]': String(annual.id),
      proration_behavior: 'always_invoice',
    });
    expect(update.form['items[0][id]']).toMatch(/^si_/);
    expect(switched).toMatchObject({ period: 'year', quantity: 6 });
  });

  it('extends a trial that paused for want of a card: resumed first, then the new end', async () => {
    const billing = provider();
    const { subscription } = await trial(billing);
    fake.endTrial(subscription.id);
    expect((await billing.retrieveSubscription(subscription.id))!.status).toBe('paused');
    fake.requests.length = 0;
    const until = new Date(Date.now() + 10 * DAY);
    const extended = await billing.extendTrial(subscription.id, until, now);
    expect(calls()).toEqual([
      `GET /v1/subscriptions/${subscription.id}`,
      `POST /v1/subscriptions/${subscription.id}/resume`,
      `POST /v1/subscriptions/${subscription.id}`,
    ]);
    expect(fake.requests[2]!.form).toEqual({
      trial_end: String(Math.floor(until.getTime() / 1000)),
      proration_behavior: 'none',
    });
    expect(extended).toMatchObject({
      status: 'trialing',
      trialEnd: until.toISOString().replace(/\.\d+Z$/, '.000Z'),
    });

    // A trial still running is not resumed (Stripe refuses to resume what is not paused).
    fake.requests.length = 0;
    await billing.extendTrial(subscription.id, new Date(until.getTime() + DAY), now);
    expect(calls()).not.toContain(`POST /v1/subscriptions/${subscription.id}/resume`);
  });

  it('cancels at the period end and undoes it; cancels now; an unknown subscription is null', async () => {
    const billing = provider();
    const { subscription } = await trial(billing);
    expect((await billing.setCancelAtPeriodEnd(subscription.id, true, now)).cancelAtPeriodEnd).toBe(
      true,
    );
    expect(last('POST', `/v1/subscriptions/${subscription.id}`).form).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(
      (await billing.setCancelAtPeriodEnd(subscription.id, false, now)).cancelAtPeriodEnd,
    ).toBe(false);
    const ended = await billing.cancelNow(subscription.id, now);
    expect(last('DELETE', `/v1/subscriptions/${subscription.id}`)).toBeTruthy();
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await billing.cancelNow('sub_nope', now)).toBeNull();
    expect(await billing.retrieveSubscription('sub_nope')).toBeNull();
    expect(await billing.retrieveInvoice('in_nope')).toBeNull();
    expect(await billing.retrieveCheckout('cs_test_nope')).toBeNull();
  });

  it('opens the customer portal with the return address', async () => {
    const billing = provider();
    const { customerId } = await customer(billing);
    fake.requests.length = 0;
    const portal = await billing.createPortalSession({
      customerId,
      returnUrl: 'https://lectio.example/teacher/billing',
    });
    expect(calls()).toEqual(['POST /v1/billing_portal/sessions']);
    expect(fake.requests[0]!.form).toEqual({
      customer: customerId,
      return_url: 'https://lectio.example/teacher/billing',
    });
    expect(portal.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\//);
  });

  it("raises a school's PO invoice with its lines and pending items, finalized, due in 30 days; paid out of band", async () => {
    const billing = provider();
    const { accountId, customerId } = await customer(billing);
    const pending = await billing.addInvoiceItem({
      customerId,
      description: 'Workbook licences',
      quantity: 3,
      unitCents: 500,
      idempotencyKey: 'item:licence-order-1',
      now,
    });
    expect(last('POST', '/v1/invoiceitems').headers['idempotency-key']).toBe(
      'item:licence-order-1',
    );
    expect(last('POST', '/v1/invoiceitems').form).toEqual({
      customer: customerId,
      description: 'Workbook licences (3 × 5)',
      amount: '1500',
      currency: 'usd',
    });
    // The same key is the same item.
    const again = await billing.addInvoiceItem({
      customerId,
      description: 'Workbook licences',
      quantity: 3,
      unitCents: 500,
      idempotencyKey: 'item:licence-order-1',
      now,
    });
    expect(again.id).toBe(pending.id);

    fake.requests.length = 0;
    const input = {
      customerId,
      accountId,
      collectionMethod: 'send_invoice' as const,
      daysUntilDue: 30,
      poNumber: 'PO-4471',
      kind: 'quote',
      lines: [
        { description: 'Standard, 40 seats, a year', quantity: 40, unitCents: 1000 },
        { description: 'Teacher training', quantity: 1, unitCents: 15_000 },
      ],
      idempotencyKey: `quote:${accountId}`,
      now,
    };
    const invoice = await billing.createInvoice(input);
    expect(calls()).toEqual(
      expect.arrayContaining([
        'POST /v1/invoices',
        'POST /v1/invoiceitems',
        `POST /v1/invoices/${invoice.id}/finalize`,
        `POST /v1/invoices/${invoice.id}/send`,
      ]),
    );
    // A PO invoice is emailed by Stripe only when it is sent: once, after it is finalized.
    const sends = fake.requests.filter((r) => r.path === `/v1/invoices/${invoice.id}/send`);
    expect(sends.map((r) => r.headers['idempotency-key'])).toEqual([`send:${invoice.id}`]);
    expect(calls().indexOf(`POST /v1/invoices/${invoice.id}/send`)).toBeGreaterThan(
      calls().indexOf(`POST /v1/invoices/${invoice.id}/finalize`),
    );
    expect(fake.invoices.get(invoice.id)!.sent).toBe(true);
    const create = last('POST', '/v1/invoices');
    expect(create.headers['idempotency-key']).toBe(`quote:${accountId}`);
    expect(create.form).toEqual({
      customer: customerId,
      collection_method: 'send_invoice',
      days_until_due: '30',
      pending_invoice_items_behavior: 'include',
      'metadata[accountId]': accountId,
      'metadata[kind]': 'quote',
      'metadata[poNumber]': 'PO-4471',
      'custom_fields[0][name]': 'PO number',
      'custom_fields[0][value]': 'PO-4471',
    });
    const lineKeys = fake.requests
      .filter((request) => request.path === '/v1/invoiceitems')
      .map((request) => [request.headers['idempotency-key'], request.form.invoice]);
    expect(lineKeys).toEqual([
      [`quote:${accountId}:line:0`, invoice.id],
      [`quote:${accountId}:line:1`, invoice.id],
    ]);
    expect(invoice).toMatchObject({
      customerId,
      accountId,
      subscriptionId: null,
      status: 'open',
      collectionMethod: 'send_invoice',
      kind: 'quote',
      poNumber: 'PO-4471',
      totalCents: 1500 + 40_000 + 15_000,
      amountPaidCents: 0,
      paidAt: null,
    });
    expect(invoice.lines).toEqual([
      {
        description: 'Workbook licences (3 × 5)',
        quantity: 1,
        unitCents: 1500,
        amountCents: 1500,
        itemId: pending.id,
      },
      expect.objectContaining({ amountCents: 40_000, itemId: expect.stringMatching(/^ii_/) }),
      expect.objectContaining({ amountCents: 15_000, itemId: expect.stringMatching(/^ii_/) }),
    ]);
    expect(Math.abs(Date.parse(invoice.dueAt!) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    // Raised again with the same key (a retry after a crash): the same invoice, not an error.
    const retried = await billing.createInvoice(input);
    expect(retried).toMatchObject({
      id: invoice.id,
      status: 'open',
      totalCents: invoice.totalCents,
    });
    expect(
      [...fake.invoiceItems.values()].filter((item) => item.invoice === invoice.id),
    ).toHaveLength(3);

    expect(
      await billing.createInvoicePayment({
        invoiceId: invoice.id,
        accountId,
        successUrl: 'https://lectio.example/teacher/billing?paid=1',
        idempotencyKey: 'pay:1',
        now,
      }),
    ).toEqual({ url: String(fake.invoices.get(invoice.id)!.hosted_invoice_url) });

    fake.requests.length = 0;
    const paid = await billing.markInvoicePaid(invoice.id, now);
    expect(calls()).toEqual([`POST /v1/invoices/${invoice.id}/pay`]);
    expect(fake.requests[0]!.form).toEqual({ paid_out_of_band: 'true' });
    expect(paid).toMatchObject({ status: 'paid', amountPaidCents: invoice.totalCents });
    expect(paid.paidAt).toEqual(expect.any(String));
  });

  it('answers a conflict for an invoice with no page to pay on, and lets other Stripe errors through', async () => {
    const billing = provider();
    const { customerId } = await customer(billing);
    const draft = await client.invoices.create({ customer: customerId });
    const refused = await appErrorOf(
      billing.createInvoicePayment({
        invoiceId: draft.id!,
        accountId: 'a',
        successUrl: 'https://lectio.example/',
        idempotencyKey: 'pay:draft',
        now,
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.errors).toEqual({ invoice: BILLING_MESSAGES.nothingToPay });

    fake.failNext(400, { type: 'invalid_request_error', message: 'Something is off' });
    const error = await billing
      .createPortalSession({ customerId, returnUrl: 'https://lectio.example/' })
      .catch((caught: unknown) => caught);
    // Our failure, not the caller's: no HTTP status of Stripe's to answer the request with.
    expect(error).toBeInstanceOf(StripeBillingError);
    expect((error as StripeBillingError).stripeError).toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    expect(error).not.toHaveProperty('statusCode');

    // A price lookup that failed is asked again next time, not remembered.
    const fresh = provider();
    const { customerId: other, accountId } = await customer(fresh);
    fake.failNext(400, { type: 'invalid_request_error', message: 'Try again' });
    const first = await fresh
      .startTrial({
        customerId: other,
        accountId,
        quantity: 1,
        period: 'month',
        trialDays: 14,
        idempotencyKey: `trial:${accountId}`,
        now,
      })
      .catch((caught: unknown) => caught);
    expect(first).toBeInstanceOf(StripeBillingError);
    const second = await fresh.startTrial({
      customerId: other,
      accountId,
      quantity: 1,
      period: 'month',
      trialDays: 14,
      idempotencyKey: `trial:${accountId}`,
      now,
    });
    expect(second.status).toBe('trialing');
  });

  it('is a double that keeps to Stripe: a key reused with other parameters is refused, a payment checkout pays its invoice', async () => {
    const { customerId } = await customer();
    await client.customers.update(customerId, { name: 'x' }, { idempotencyKey: 'reused' });
    const reused = await client.customers
      .update(customerId, { name: 'y' }, { idempotencyKey: 'reused' })
      .catch((caught: unknown) => caught);
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const invoice = await client.invoices.create({
      customer: customerId,
      collection_method: 'send_invoice',
      days_until_due: 30,
    });
    await client.invoiceItems.create({
      customer: customerId,
      invoice: invoice.id!,
      amount: 2500,
      currency: 'usd',
    });
    const sent = await client.invoices.sendInvoice(invoice.id!);
    expect(sent).toMatchObject({ status: 'open', amount_due: 2500 });
    const price = await client.prices.create({
      currency: 'usd',
      unit_amount: 2500,
      product_data: { name: 'Invoice' },
    });
    const session = await client.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'https://lectio.example/',
      metadata: { invoiceId: invoice.id! },
    });
    const events = fake.completeCheckout(session.id);
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
    ]);
    expect(await provider().retrieveCheckout(session.id)).toMatchObject({
      mode: 'payment',
      status: 'complete',
      invoiceId: invoice.id,
    });
    expect((await provider().retrieveInvoice(invoice.id!))!.status).toBe('paid');
  });

  it('reads a signed event for the object it names only, and refuses a forged, stale or foreign one', async () => {
    const billing = provider();
    const { subscription } = await trial(billing);
    const stored = fake.subscriptions.get(subscription.id)!;
    const event = fake.event('customer.subscription.updated', stored, 'evt_signed_1');
    expect(
      billing.verifyWebhookEvent(Buffer.from(event.payload), fake.signature(event.payload)),
    ).toEqual({
      id: 'evt_signed_1',
      type: 'customer.subscription.updated',
      provider: 'stripe',
      object: { kind: 'subscription', id: subscription.id },
    });
    const invoiceEvent = fake.event('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(
      billing.verifyWebhookEvent(
        Buffer.from(invoiceEvent.payload),
        fake.signature(invoiceEvent.payload),
      )?.object,
    ).toEqual({ kind: 'invoice', id: 'in_1' });
    const checkoutEvent = fake.event('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
    });
    expect(
      billing.verifyWebhookEvent(
        Buffer.from(checkoutEvent.payload),
        fake.signature(checkoutEvent.payload),
      )?.object,
    ).toEqual({ kind: 'checkout_session', id: 'cs_test_1' });
    const customerEvent = fake.event('customer.updated', { id: 'cus_1', object: 'customer' });
    expect(
      billing.verifyWebhookEvent(
        Buffer.from(customerEvent.payload),
        fake.signature(customerEvent.payload),
      )?.object,
    ).toBeNull();

    const payload = Buffer.from(event.payload);
    expect(
      billing.verifyWebhookEvent(payload, fake.signature(event.payload, { secret: 'whsec_other' })),
    ).toBeNull();
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(
      billing.verifyWebhookEvent(payload, fake.signature(event.payload, { timestamp: stale })),
    ).toBeNull();
    const tampered = event.payload.replace('"trialing"', '"active"');
    expect(
      billing.verifyWebhookEvent(Buffer.from(tampered), fake.signature(event.payload)),
    ).toBeNull();
    expect(billing.verifyWebhookEvent(payload, 'garbage')).toBeNull();
  });
});
