import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  insertUser,
  unique,
} from '../../../../tests/support/factories';
import { buildTestApp } from '../../../../tests/support/test-app';
import { previewPageUrl, PREVIEW_IMAGE } from '../../../../common/store/preview';
import { STORE_PREVIEW_MESSAGES } from '../../../../common/store/preview-messages';
import { findPublishedBook } from '../find-book';
import { DEMO_BOOKS } from '../seed-demo';
import { freshIp } from '../test-support';
import { toPreviewBook } from './find-preview-book';
import { getBookPreview, previewImageKey, type PreviewDeps } from './preview-cache';
import { renderBookForPreview, type RenderBookForPreview } from './render-book-for-preview';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CODE = DEMO_BOOKS.story.code;

interface Preview {
  previewId: string;
  copy: string;
  pageCount: number;
  pages: { number: number; width: number; height: number }[];
}

for (const database of testDatabases()) {
  describe(`store preview on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: freshIp() });
    const preview = async (query: string) => {
      const response = await get(`/api/store/preview?${query}`);
      return { status: response.statusCode, body: response.json() as Preview };
    };
    const childOf = async (typed: string) =>
      (await get(`/api/store/students_search?code=${CODE}&q=${typed}`)).json()[0] as {
        studentId: string;
        studentName: string;
      };

    /** A counting renderer around the real one, and the service built on it. */
    function counted(): { deps: PreviewDeps; renders: () => number } {
      let count = 0;
      const render: RenderBookForPreview = async (...args) => {
        count++;
        return renderBookForPreview(...args);
      };
      return { deps: { db: app.db, storage: app.storage, render }, renders: () => count };
    }
    const storyBook = async () => toPreviewBook((await findPublishedBook(app.db, CODE))!);

    describe('GET /api/store/preview', () => {
      it('answers the page count and each page size of the whole class book', async () => {
        const { status, body } = await preview(`code=${CODE.toLowerCase()}`);
        expect(status).toBe(200);
        expect(body.copy).toBe('standard');
        // The cover, then a page per child of the demo class at least.
        expect(body.pageCount).toBeGreaterThanOrEqual(4);
        expect(body.pages).toHaveLength(body.pageCount);
        expect(body.pages[0]).toMatchObject({ number: 1, width: PREVIEW_IMAGE.width });
        expect(body.pages[0]!.height).toBeGreaterThan(body.pages[0]!.width);
      });

      it('serves each page as a watermarked PNG and a thumbnail, for the code only', async () => {
        const { body } = await preview(`code=${CODE}`);
        const page = await get(previewPageUrl(body.previewId, 2, CODE));
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('image/png');
        expect(page.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        expect((await sharp(page.rawPayload).metadata()).width).toBe(PREVIEW_IMAGE.width);
        const thumb = await get(previewPageUrl(body.previewId, 2, CODE, 'thumb'));
        expect((await sharp(thumb.rawPayload).metadata()).width).toBe(PREVIEW_IMAGE.thumbWidth);

        // Another book's code, a page past the end, a made-up id: nothing.
        for (const url of [
          previewPageUrl(body.previewId, 2, DEMO_BOOKS.journal.code),
          previewPageUrl(body.previewId, body.pageCount + 1, CODE),
          previewPageUrl(crypto.randomUUID(), 1, CODE),
          `/api/store/preview/${body.previewId}/pages/..%2F1.png?code=${CODE}`,
        ]) {
          const refused = await get(url);
          expect(refused.statusCode, url).toBe(404);
          expect(refused.json()).toEqual({ errors: { page: STORE_PREVIEW_MESSAGES.pageNotFound } });
        }
      });

      it('refuses an unknown code with the store message, and malformed input with a 400', async () => {
        expect((await preview('code=ZZZZZ')).status).toBe(404);
        expect((await preview('code=AB')).status).toBe(400);
        expect((await preview(`code=${CODE}&childName=Ann`)).status).toBe(400);
      });

      it("shows a Premium cover with the child's name as typed, only for a child of the book", async () => {
        const child = await childOf('mat');
        const name = encodeURIComponent('Matthew the Great');
        const premium = await preview(
          `code=${CODE}&studentId=${child.studentId}&childName=${name}`,
        );
        expect(premium.status).toBe(200);
        expect(premium.body.copy).toBe('premium');
        const standard = await preview(`code=${CODE}`);
        expect(premium.body.previewId).not.toBe(standard.body.previewId);
        // The covers differ: the Premium one carries the name.
        const cover = async (id: string) =>
          (await get(previewPageUrl(id, 1, CODE))).rawPayload.toString('base64');
        expect(await cover(premium.body.previewId)).not.toBe(await cover(standard.body.previewId));

        // A child of another class, and a name with control characters, are refused.
        const teacher = await insertUser(app, { email: `${unique('t')}@example.org` });
        const otherClass = await insertClass(app, teacher, 'Another class');
        const stranger = await insertStudent(app, {
          administratorId: teacher,
          classIds: [otherClass],
        });
        const refused = await preview(`code=${CODE}&studentId=${stranger.id}&childName=Maria`);
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({
          errors: { studentId: STORE_PREVIEW_MESSAGES.childNotInBook },
        });
        const hostile = await preview(
          `code=${CODE}&studentId=${child.studentId}&childName=${encodeURIComponent('A\u0000B')}`,
        );
        expect(hostile.status).toBe(400);
      });
    });

    describe('the cache', () => {
      it('renders a copy once, even for two requests at once, and serves it again from the store', async () => {
        const { deps, renders } = counted();
        const book = await storyBook();
        const copy = {
          premium: { studentId: (await childOf('mat')).studentId, childName: 'Matt' },
        };
        const [first, second] = await Promise.all([
          getBookPreview(deps, book, copy),
          getBookPreview(deps, book, copy),
        ]);
        expect(renders()).toBe(1);
        expect(second.id).toBe(first.id);
        expect(second.pageCount).toBe(first.pageCount);
        const again = await getBookPreview(deps, book, copy);
        expect(renders()).toBe(1);
        expect(again).toEqual(first);
        expect(await app.storage.exists(previewImageKey(first.id, 1, 'full'))).toBe(true);
      });

      it('renders again when the book changes, and removes the old images', async () => {
        const { deps, renders } = counted();
        const book = await storyBook();
        const before = await getBookPreview(deps, book, 'standard');
        await app.db
          .updateTable('books')
          .set({ name: 'Stories of Grace, second edition', updated_at: new Date().toISOString() })
          .where('id', '=', book.id)
          .execute();
        const after = await getBookPreview(deps, book, 'standard');
        expect(renders()).toBeGreaterThanOrEqual(1);
        expect(after.id).not.toBe(before.id);
        expect(await app.storage.exists(previewImageKey(before.id, 1, 'full'))).toBe(false);
        expect(await app.storage.exists(previewImageKey(after.id, 1, 'full'))).toBe(true);
      });

      it('takes over a render whose renderer died (its lease ran out), and gives a failed one up', async () => {
        const book = await storyBook();
        const copy = {
          premium: { studentId: (await childOf('mat')).studentId, childName: 'Lease' },
        };
        let clock = Date.now();
        const failing: PreviewDeps = {
          ...counted().deps,
          now: () => clock,
          render: async () => {
            throw new Error('renderer crashed');
          },
        };
        await expect(getBookPreview(failing, book, copy)).rejects.toThrow('renderer crashed');
        // The failed claim was given up: the next request renders at once.
        const { deps, renders } = counted();
        const ready = await getBookPreview({ ...deps, now: () => clock }, book, copy);
        expect(renders()).toBe(1);

        // A claim left 'rendering' by a dead instance blocks until its lease runs out.
        await app.db
          .updateTable('book_previews')
          .set({ status: 'rendering', lease_until: new Date(clock + 1000).toISOString() })
          .where('id', '=', ready.id)
          .execute();
        const waiting = counted();
        await expect(
          getBookPreview({ ...waiting.deps, now: () => clock, waitMs: 0 }, book, copy),
        ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
        clock += 2000;
        const taken = await getBookPreview({ ...waiting.deps, now: () => clock }, book, copy);
        expect(waiting.renders()).toBe(1);
        expect(taken.id).toBe(ready.id);
      });
    });
  });
}
