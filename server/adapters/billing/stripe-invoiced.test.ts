import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../payments/stripe';
import { createStripeBillingProvider } from './stripe';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * Standard paid by purchase order on Stripe (issue 16, point 5), against a Stripe API double
 * on loopback: `subscriptions.create` with `collection_method: 'send_invoice'`,
 * `days_until_due: 30` and the PO in the invoices' `custom_fields`, under our idempotency key;
 * the first invoice carries the PO in its metadata and is finalized, open and due in 30 days.
 */
describe('Stripe: an invoiced subscription for a PO', () => {
  const requests: Recorded[] = [];
  let server: Server;
  let apiUrl: string;
  const created = Math.floor(Date.parse('2026-11-27T10:00:00Z') / 1000);
  const due = created + 30 * 86_400;
  const invoice = (status: string, metadata: Record<string, string>) => ({
    id: 'in_po_1',
    object: 'invoice',
    customer: 'cus_school',
    status,
    collection_method: 'send_invoice',
    billing_reason: 'subscription_create',
    metadata,
    custom_fields: [{ name: 'PO number', value: 'PO-4471' }],
    parent: { subscription_details: { subscription: 'sub_po_1' } },
    lines: {
      data: [{ description: '48 × Lectio Standard', quantity: 48, amount: 48_000, parent: {} }],
    },
    total: 48_000,
    amount_paid: 0,
    created,
    due_date: due,
    period_start: created,
    period_end: created,
    status_transitions: {},
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const form = new URLSearchParams(request.method === 'GET' ? url.search : body);
        requests.push({
          method: request.method ?? '',
          path: url.pathname,
          headers: request.headers,
          form,
        });
        const answer = (value: unknown) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        if (url.pathname === '/v1/prices') {
          return answer({
            object: 'list',
            data: [{ id: 'price_year', object: 'price', unit_amount: 1000 }],
          });
        }
        if (url.pathname === '/v1/subscriptions') {
          return answer({
            id: 'sub_po_1',
            object: 'subscription',
            customer: 'cus_school',
            status: 'active',
            collection_method: 'send_invoice',
            metadata: { accountId: 'acct_1' },
            latest_invoice: 'in_po_1',
            cancel_at_period_end: false,
            trial_end: null,
            items: {
              data: [
                {
                  id: 'si_1',
                  quantity: 48,
                  price: { id: 'price_year', recurring: { interval: 'year' } },
                  current_period_start: created,
                  current_period_end: created + 365 * 86_400,
                },
              ],
            },
          });
        }
        if (url.pathname === '/v1/invoices/in_po_1') {
          return answer(invoice('draft', Object.fromEntries(form)));
        }
        if (url.pathname === '/v1/invoices/in_po_1/send') {
          return answer(
            invoice('open', { accountId: 'acct_1', kind: 'quote', poNumber: 'PO-4471' }),
          );
        }
        if (url.pathname === '/v1/invoices/in_po_1/finalize') {
          return answer(
            invoice('open', { accountId: 'acct_1', kind: 'quote', poNumber: 'PO-4471' }),
          );
        }
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a send_invoice subscription with the PO, and finalizes its first invoice', async () => {
    const provider = createStripeBillingProvider(
      createStripeClient({ secretKey: 'sk_test_po', apiUrl }),
      'whsec_po',
    );
    const { subscription, invoice: first } = await provider.createInvoicedSubscription({
      customerId: 'cus_school',
      accountId: 'acct_1',
      quantity: 48,
      period: 'year',
      daysUntilDue: 30,
      poNumber: 'PO-4471',
      idempotencyKey: 'quote:q1',
      now: new Date(created * 1000),
    });

    const create = requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(create.headers['idempotency-key']).toBe('quote:q1');
    expect(Object.fromEntries(create.form)).toMatchObject({
      customer: 'cus_school',
      'items[0][price]': 'price_year',
      'items[0][quantity]': '48',
      collection_method: 'send_invoice',
      days_until_due: '30',
      'invoice_settings[custom_fields][0][name]': 'PO number',
      'invoice_settings[custom_fields][0][value]': 'PO-4471',
      'metadata[accountId]': 'acct_1',
      'metadata[poNumber]': 'PO-4471',
    });
    const update = requests.find((r) => r.path === '/v1/invoices/in_po_1')!;
    expect(Object.fromEntries(update.form)).toMatchObject({
      'metadata[poNumber]': 'PO-4471',
      'metadata[kind]': 'quote',
    });
    expect(requests.some((r) => r.path === '/v1/invoices/in_po_1/finalize')).toBe(true);
    // Finalized, then sent: Stripe emails the school's invoice only when asked to.
    const paths = requests.map((r) => r.path);
    expect(paths.indexOf('/v1/invoices/in_po_1/send')).toBeGreaterThan(
      paths.indexOf('/v1/invoices/in_po_1/finalize'),
    );

    expect(subscription).toMatchObject({
      id: 'sub_po_1',
      status: 'active',
      period: 'year',
      quantity: 48,
      collectionMethod: 'send_invoice',
    });
    expect(first).toMatchObject({
      id: 'in_po_1',
      status: 'open',
      collectionMethod: 'send_invoice',
      poNumber: 'PO-4471',
      kind: 'quote',
      subscriptionId: 'sub_po_1',
      totalCents: 48_000,
      dueAt: new Date(due * 1000).toISOString(),
    });
  });
});
