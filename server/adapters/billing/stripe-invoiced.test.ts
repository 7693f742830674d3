import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import { createStripeClient } from '../payments/stripe';
import { createStripeBillingProvider } from './stripe';

/**
 * Standard paid by purchase order on Stripe (issue 16, point 5), against the Stripe API double
 * on loopback (tests/support/fake-stripe.ts): a `send_invoice` subscription due in 30 days,
 * created under our idempotency key with only what the quote fixes; the PO printed on every
 * invoice (the subscription's invoice settings, and the first invoice while a draft) and kept
 * in their metadata; the first invoice finalized and sent. A retry with a retyped PO number
 * is the same subscription with the new PO, never Stripe's idempotency error.
 */
describe('Stripe: an invoiced subscription for a PO', () => {
  let fake: FakeStripe;
  let client: Stripe;
  const now = new Date();

  beforeAll(async () => {
    fake = await startFakeStripe();
    client = createStripeClient({ secretKey: 'sk_test_po', apiUrl: fake.apiUrl });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const provider = () => createStripeBillingProvider(client, fake.webhookSecret);

  async function school() {
    const accountId = `acct-${crypto.randomUUID()}`;
    const { id: customerId } = await provider().createCustomer({
      accountId,
      name: 'St. Brigid School',
      email: 'office@stbrigid.example.org',
      idempotencyKey: `customer:${accountId}`,
    });
    return { accountId, customerId };
  }

  const subscribe = (
    { accountId, customerId }: { accountId: string; customerId: string },
    poNumber: string,
  ) =>
    provider().createInvoicedSubscription({
      customerId,
      accountId,
      quantity: 48,
      period: 'year',
      daysUntilDue: 30,
      poNumber,
      idempotencyKey: `quote:${accountId}`,
      now,
    });

  it('creates a send_invoice subscription, prints the PO on its invoices, and finalizes and sends the first', async () => {
    const account = await school();
    const { subscription, invoice: first } = await subscribe(account, 'PO-4471');

    const create = fake.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions',
    )!;
    expect(create.headers['idempotency-key']).toBe(`quote:${account.accountId}`);
    expect(create.form).toMatchObject({
      customer: account.customerId,
      'items[0][quantity]': '48',
      collection_method: 'send_invoice',
      days_until_due: '30',
      'metadata[accountId]': account.accountId,
    });
    // Nothing a retry may retype goes with the key.
    expect(JSON.stringify(create.form)).not.toContain('PO-4471');

    const stored = fake.subscriptions.get(subscription.id)!;
    expect(stored.invoice_settings).toEqual({
      custom_fields: [{ name: 'PO number', value: 'PO-4471' }],
    });
    expect(stored.metadata).toMatchObject({ poNumber: 'PO-4471', kind: 'quote' });
    expect(subscription).toMatchObject({
      status: 'active',
      period: 'year',
      quantity: 48,
      collectionMethod: 'send_invoice',
    });

    expect(first).toMatchObject({
      status: 'open',
      collectionMethod: 'send_invoice',
      poNumber: 'PO-4471',
      kind: 'quote',
      subscriptionId: subscription.id,
    });
    const invoice = fake.invoices.get(first!.id)!;
    expect(invoice.custom_fields).toEqual([{ name: 'PO number', value: 'PO-4471' }]);
    // Finalized, then sent: Stripe emails the school's invoice only when asked to.
    expect(invoice.sent).toBe(true);
    const paths = fake.requests.map((r) => r.path);
    expect(paths.indexOf(`/v1/invoices/${first!.id}/send`)).toBeGreaterThan(
      paths.indexOf(`/v1/invoices/${first!.id}/finalize`),
    );
    const dueInDays = (Date.parse(first!.dueAt!) - Date.parse(first!.createdAt)) / 86_400_000;
    expect(Math.round(dueInDays)).toBe(30);
  });

  it('answers a retry with a retyped PO number with the same subscription, now carrying the new PO', async () => {
    const account = await school();
    const once = await subscribe(account, 'PO-4471');
    const again = await subscribe(account, 'PO-4471-B');

    expect(again.subscription.id).toBe(once.subscription.id);
    expect(again.invoice!.id).toBe(once.invoice!.id);
    const made = [...fake.subscriptions.values()].filter(
      (row) => row.customer === account.customerId,
    );
    expect(made).toHaveLength(1);
    // The subscription prints the new PO on the invoices to come, and Lectio reads it back.
    expect(fake.subscriptions.get(once.subscription.id)!.invoice_settings).toEqual({
      custom_fields: [{ name: 'PO number', value: 'PO-4471-B' }],
    });
    expect(again.invoice!.poNumber).toBe('PO-4471-B');
    // The first invoice was already sent with the first PO: Stripe keeps what it printed.
    expect(fake.invoices.get(once.invoice!.id)!.custom_fields).toEqual([
      { name: 'PO number', value: 'PO-4471' },
    ]);
  });
});
