import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_AUDIENCES, GUIDE_LAYOUTS, guidePath, guideUrl } from '../../../common/guides';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { keyFromUrl } from './routes';

const GUIDE_URLS = GUIDE_AUDIENCES.flatMap((audience) =>
  GUIDE_LAYOUTS.map((layout) => guideUrl('/files', audience, layout)),
);

const TRAVERSALS = [
  '/files/../package.json',
  '/files/%2e%2e/package.json',
  '/files/%2E%2E/package.json',
  '/files/guides/..%2f..%2fpackage.json',
  '/files/guides/..%5c..%5cpackage.json',
  '/files/guides/%252e%252e/package.json',
  '/files/%2fetc%2fpasswd',
  '/files//etc/passwd',
  '/files/.meta/guides/lectio-teacher-guide-desktop.pdf.json',
  '/files/guides/%00.pdf',
];

for (const database of testDatabases()) {
  describe(`GET /files/* on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('serves each instruction PDF generated at boot', async () => {
      for (const url of GUIDE_URLS) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
        expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
        expect(response.headers['cache-control']).toContain('must-revalidate');
        expect(response.headers['content-disposition']).toBe(
          `inline; filename="${url.split('/').pop()}"`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('answers conditional requests with 304 and HEAD without a body', async () => {
      const url = GUIDE_URLS[0]!;
      const first = await app.inject({ method: 'GET', url });
      const etag = String(first.headers.etag);
      const byTag = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      const byDate = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': String(first.headers['last-modified']) },
      });
      expect(byDate.statusCode).toBe(304);
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"old"' } });
      expect(stale.statusCode).toBe(200);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.body).toBe('');
    });

    it('answers 404 for a missing file', async () => {
      for (const url of ['/files/guides/no-such-guide.pdf', '/files/nothing', '/files/guides']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });

    it('answers 404 to traversal attempts and hidden names', async () => {
      for (const url of TRAVERSALS) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('"name": "lectio"');
        expect(response.body, url).not.toContain('content-hash');
      }
      // A malformed escape never reaches storage: the router refuses the address.
      const malformed = await app.inject({ method: 'GET', url: '/files/guides/%zz.pdf' });
      expect(malformed.statusCode).toBe(400);
    });
  });
}

describe('with STORAGE_BASE_URL on another host', () => {
  const [database] = testDatabases();

  it('still generates the guides into storage but does not serve /files', async () => {
    const app = await buildTestApp(await database!.create(), {
      STORAGE_BASE_URL: 'https://cdn.lectio.example/files',
    });
    for (const audience of GUIDE_AUDIENCES) {
      for (const layout of GUIDE_LAYOUTS) {
        expect(await app.storage.exists(guidePath(audience, layout))).toBe(true);
      }
    }
    const response = await app.inject({ method: 'GET', url: GUIDE_URLS[0]! });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});

describe('keyFromUrl', () => {
  it('takes the part after the prefix, decoded once, without the query', () => {
    expect(keyFromUrl('/files/guides/a%20b.pdf?x=1', '/files/*')).toBe('guides/a b.pdf');
    expect(keyFromUrl('/files/%252e', '/files/*')).toBe('%2e');
    expect(keyFromUrl('/files/%E0%A4%A', '/files/*')).toBeNull();
    expect(keyFromUrl('/other/x', '/files/*')).toBeNull();
  });
});
