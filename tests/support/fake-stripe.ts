import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the Stripe API's PaymentIntents on a random local port: point
 * STRIPE_API_URL at `apiUrl` (or pass `env` to buildTestApp). It records every request,
 * keeps intents in memory, replays idempotent creates, lets a test mark an intent paid as
 * Stripe.js would, and signs webhook deliveries with the Stripe library's test helper.
 */
export interface FakeStripe {
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

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        form,
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
  const apiUrl = `http://127.0.0.1:${port}`;

  return {
    apiUrl,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_lectio_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
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
