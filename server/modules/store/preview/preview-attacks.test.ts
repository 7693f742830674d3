import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewPageUrl } from '../../../../common/store/preview';
import { STORE_PREVIEW_MESSAGES } from '../../../../common/store/preview-messages';
import { testDatabases } from '../../../../tests/support/databases';
import { buildTestApp } from '../../../../tests/support/test-app';
import { DEMO_BOOKS } from '../seed-demo';
import { freshIp } from '../test-support';
import { PREMIUM_RENDER_LIMIT, premiumRenderKey } from './render-limits';

/**
 * Issue 12, "attack your own work": the store preview's page images as a stranger would try
 * them. preview.test.ts covers the happy paths, the cache and the Premium child check.
 */
const STORY = DEMO_BOOKS.story.code;
const JOURNAL = DEMO_BOOKS.journal.code;
const PAGE_GONE = { errors: { page: STORE_PREVIEW_MESSAGES.pageNotFound } };

for (const database of testDatabases()) {
  describe(`attacks on the store preview on ${database.name}`, () => {
    let app: FastifyInstance;
    let storyPreview: { previewId: string; pageCount: number };
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      storyPreview = (await get(`/api/store/preview?code=${STORY}`)).json();
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: freshIp() });

    it("answers another book's code, an unknown preview and a page past the end alike: 404", async () => {
      const { previewId, pageCount } = storyPreview;
      expect((await get(previewPageUrl(previewId, 1, STORY))).statusCode).toBe(200);
      const misses = [
        // The right preview with another published book's code: the code is the access.
        previewPageUrl(previewId, 1, JOURNAL),
        previewPageUrl(crypto.randomUUID(), 1, STORY),
        previewPageUrl(previewId, pageCount + 1, STORY),
      ];
      for (const url of misses) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual(PAGE_GONE);
      }
    });

    it('refuses hostile page names and ids with a 4xx, never a file outside the preview', async () => {
      const { previewId } = storyPreview;
      const base = `/api/store/preview/${previewId}/pages`;
      const hostile = [
        `${base}/0.png?code=${STORY}`,
        `${base}/-1.png?code=${STORY}`,
        `${base}/01.png?code=${STORY}`,
        `${base}/1.png.png?code=${STORY}`,
        `${base}/99999999999999999999.png?code=${STORY}`,
        `${base}/..%2F..%2F..%2Fetc%2Fpasswd?code=${STORY}`,
        `${base}/1.png%00.txt?code=${STORY}`,
        `/api/store/preview/..%2F${previewId}/pages/1.png?code=${STORY}`,
        `/api/store/preview/${encodeURIComponent("' OR 1=1 --")}/pages/1.png?code=${STORY}`,
        `/api/store/preview/${'9'.repeat(5000)}/pages/1.png?code=${STORY}`,
        `${base}/1.png?code=${STORY}&size=${encodeURIComponent('../full')}`,
        `${base}/1.png?code=${encodeURIComponent("GRACE' --")}`,
        `${base}/1.png?code=${'A'.repeat(5000)}`,
        `${base}/1.png`,
      ];
      for (const url of hostile) {
        const response = await get(url);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.headers['content-type'], url).toContain('application/json');
      }
    });

    it('refuses a Premium preview for a hostile child id or name with its message', async () => {
      const cases: [string, string, Record<string, string>][] = [
        ["' OR 1=1 --", 'Maria', { studentId: STORE_PREVIEW_MESSAGES.childNotInBook }],
        ['../../etc/passwd', 'Maria', { studentId: STORE_PREVIEW_MESSAGES.childNotInBook }],
        [crypto.randomUUID(), 'Maria', { studentId: STORE_PREVIEW_MESSAGES.childNotInBook }],
        [
          crypto.randomUUID(),
          'M'.repeat(41),
          { childName: STORE_PREVIEW_MESSAGES.coverNameTooLong },
        ],
        [
          crypto.randomUUID(),
          '<script>alert(1)</script>',
          { childName: STORE_PREVIEW_MESSAGES.coverNameCharacters },
        ],
        [crypto.randomUUID(), 'Ann 🎉', { childName: STORE_PREVIEW_MESSAGES.coverNameCharacters }],
      ];
      for (const [studentId, childName, errors] of cases) {
        const query = new URLSearchParams({ code: STORY, studentId, childName });
        const response = await get(`/api/store/preview?${query}`);
        expect(response.statusCode, childName).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, childName).toBeLessThan(500);
        expect(response.json().errors, childName).toMatchObject(errors);
      }
      // Letters of any script are a name: drawn on the cover, never a 500.
      const [child] = (await get(`/api/store/students_search?code=${STORY}&q=mat`)).json() as {
        studentId: string;
      }[];
      const query = new URLSearchParams({
        code: STORY,
        studentId: child!.studentId,
        childName: 'Zoë 山田 محمد',
      });
      const drawn = await get(`/api/store/preview?${query}`);
      expect(drawn.statusCode).toBe(200);
      expect(drawn.json().copy).toBe('premium');
    });

    it('stops an address drawing new cover names past the limit, never what is already drawn', async () => {
      const ip = freshIp();
      const [child] = (await get(`/api/store/students_search?code=${STORY}&q=mat`)).json() as {
        studentId: string;
      }[];
      const premium = (childName: string) =>
        app.inject({
          url: `/api/store/preview?${new URLSearchParams({ code: STORY, studentId: child!.studentId, childName })}`,
          remoteAddress: ip,
        });
      const drawnBefore = await premium('Zoë 山田 محمد');
      expect(drawnBefore.statusCode).toBe(200);
      // The address has drawn its fill of new names (counted as the renderer counts them).
      for (let render = 0; render < PREMIUM_RENDER_LIMIT.max; render++) {
        await app.rateLimitStore.hit(
          premiumRenderKey(ip),
          PREMIUM_RENDER_LIMIT.windowMs,
          Date.now(),
        );
      }
      const refused = await premium('A new name');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        errors: { childName: STORE_PREVIEW_MESSAGES.tooManyPreviews },
      });
      // A cover already drawn costs nothing: still shown. Another address draws new names.
      const cached = await premium('Zoë 山田 محمد');
      expect(cached.statusCode).toBe(200);
      expect(cached.json().previewId).toBe(drawnBefore.json().previewId);
      const elsewhere = await app.inject({
        url: `/api/store/preview?${new URLSearchParams({ code: STORY, studentId: child!.studentId, childName: 'A new name' })}`,
        remoteAddress: freshIp(),
      });
      expect(elsewhere.statusCode).toBe(200);
    });
  });
}
