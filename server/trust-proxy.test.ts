import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../tests/support/test-app';

const PROXY = '10.0.0.1';
const CLIENT = '203.0.113.7';

/**
 * The app with a probe route that counts calls per request.ip in the app's rate-limit store,
 * exactly as the per-IP limits do (store lookups, student sign-in, class codes…).
 */
async function appWithProbe(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildTestApp('sqlite::memory:', { TRUST_PROXY: trustProxy });
  app.get('/probe-ip', async (request) => ({
    ip: request.ip,
    count: await app.rateLimitStore.hit(`probe:${request.ip}`, 60_000, Date.now()),
  }));
  return app;
}

function probe(app: FastifyInstance, from: string, forwardedFor?: string) {
  return app
    .inject({
      url: '/probe-ip',
      remoteAddress: from,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.json<{ ip: string; count: number }>());
}

describe('TRUST_PROXY and the address per-IP limits count', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('with a hop count of 1, a made-up X-Forwarded-For entry changes neither the address nor its count', async () => {
    app = await appWithProbe('1');
    // The load balancer appends the address it saw; the client may send anything before it.
    expect(await probe(app, PROXY, CLIENT)).toEqual({ ip: CLIENT, count: 1 });
    expect(await probe(app, PROXY, `198.51.100.1, ${CLIENT}`)).toEqual({ ip: CLIENT, count: 2 });
    expect(await probe(app, PROXY, `198.51.100.2, 10.9.9.9, ${CLIENT}`)).toEqual({
      ip: CLIENT,
      count: 3,
    });
  });

  it('with a list of proxies, only their entries are believed', async () => {
    app = await appWithProbe(`${PROXY}, 10.1.0.0/16`);
    expect(await probe(app, PROXY, `198.51.100.1, ${CLIENT}`)).toEqual({ ip: CLIENT, count: 1 });
    // Through two listed proxies, the entry before them is the client.
    expect(await probe(app, PROXY, `198.51.100.2, ${CLIENT}, 10.1.4.4`)).toEqual({
      ip: CLIENT,
      count: 2,
    });
    // A client that is not a listed proxy is counted at its own address, whatever it sends.
    expect(await probe(app, CLIENT, '198.51.100.3')).toEqual({ ip: CLIENT, count: 3 });
  });

  it('off by default: the header is ignored', async () => {
    app = await buildTestApp('sqlite::memory:');
    app.get('/probe-ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/probe-ip',
      remoteAddress: CLIENT,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.json()).toEqual({ ip: CLIENT });
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address', async () => {
    await expect(buildTestApp('sqlite::memory:', { TRUST_PROXY: 'true' })).rejects.toThrow(
      /TRUST_PROXY: must name the proxies, not true/,
    );
  });
});
