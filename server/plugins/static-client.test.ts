import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE_STRIPE, buildTestApp } from '../../tests/support/test-app';
import { tempDir } from '../../tests/support/temp-dir';

const INLINE = 'window.__ctx = {"route":"home"};';
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>${INLINE}</script><script type="module" src="/assets/app-abc.js"></script></body></html>`;

let app: FastifyInstance;
let client: string;

beforeAll(async () => {
  client = tempDir('client');
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'parishes+institutions/index.html': page('Parishes'),
    '404/index.html': page('Page not found'),
    '__spa-fallback.html': page('Shell'),
    'assets/app-abc.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'robots.txt': 'User-agent: *\n',
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(client, name, '..'), { recursive: true });
    writeFileSync(join(client, name), body);
  }
  writeFileSync(join(client, 'assets/app-abc.js.gz'), gzipSync(files['assets/app-abc.js']!));
  app = await buildTestApp('sqlite::memory:', { CLIENT_DIR: client });
});

afterAll(() => app.close());

describe('serving the client build', () => {
  it('serves prerendered pages by path with a CSP that allows exactly their inline scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>About</h1>');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends pages compressed with the best encoding the browser accepts', async () => {
    const brotli = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>About</h1>');
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>About</h1>');
    const refused = await app.inject({
      url: '/about',
      headers: { 'accept-encoding': 'br;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<h1>About</h1>');
  });

  it('serves the home page at / and pages whose path has a plus sign', async () => {
    expect((await app.inject({ url: '/' })).body).toContain('<h1>Home</h1>');
    expect((await app.inject({ url: '/parishes+institutions' })).body).toContain(
      '<h1>Parishes</h1>',
    );
    expect((await app.inject({ url: '/parishes%2Binstitutions' })).body).toContain(
      '<h1>Parishes</h1>',
    );
  });

  it('keeps query strings on prerendered pages (the home tabs)', async () => {
    const response = await app.inject({ url: '/?tab=academy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Home</h1>');
  });

  it('answers HEAD for pages', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/about' });
    expect(response.statusCode).toBe(200);
  });

  it('redirects a trailing slash to the one address of the page', async () => {
    const response = await app.inject({ url: '/about/?a=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?a=1');
  });

  it('answers client-rendered routes with the single-page shell', async () => {
    const response = await app.inject({ url: "/donate/St.%20Mary's/payment" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Shell</h1>');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/no-such-page', '/about/team/x', '/__spa-fallback.html', '/404']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('never serves HTML files raw (they would lack their CSP)', async () => {
    const response = await app.inject({ url: '/about/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<h1>About</h1>');
  });

  it('serves hashed assets precompressed and cacheable for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers writes to page paths with a JSON 404, not a page', async () => {
    const response = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { path: 'Not found' } });
  });

  it('does not let a path escape the client folder', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await app.inject({ url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('"name"');
    }
  });
});

describe('Google sign-in on the page CSP', () => {
  it('allows Google Identity Services on student auth pages only, and only when configured', async () => {
    const google = await buildTestApp('sqlite::memory:', {
      CLIENT_DIR: client,
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
    });
    const student = String(
      (await google.inject({ url: '/auth/student' })).headers['content-security-policy'],
    );
    expect(student).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(student).toContain(
      'frame-src https://www.youtube-nocookie.com https://accounts.google.com/gsi/',
    );
    const teacher = String(
      (await google.inject({ url: '/auth/teacher' })).headers['content-security-policy'],
    );
    expect(teacher).not.toContain('accounts.google.com');
    await google.close();
    const plain = String(
      (await app.inject({ url: '/auth/student' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('accounts.google.com');
  });
});

describe('Stripe on the page CSP', () => {
  it('allows Stripe.js only when a publishable key is set, on every page the checkout can be reached from', async () => {
    const stripe = await buildTestApp('sqlite::memory:', {
      CLIENT_DIR: client,
      ...UNREACHABLE_STRIPE,
    });
    for (const url of ['/', '/about', '/auth/teacher', '/no-such-page']) {
      const csp = String((await stripe.inject({ url })).headers['content-security-policy']);
      expect(csp, url).toMatch(
        /script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com/,
      );
      expect(csp, url).toContain(
        'frame-src https://www.youtube-nocookie.com https://js.stripe.com',
      );
      expect(csp, url).toContain('https://hooks.stripe.com');
      expect(csp, url).toContain("connect-src 'self' https://api.stripe.com");
    }
    await stripe.close();
    for (const url of ['/', '/about', '/auth/teacher']) {
      const csp = String((await app.inject({ url })).headers['content-security-policy']);
      expect(csp, url).not.toContain('stripe');
    }
  });
});
