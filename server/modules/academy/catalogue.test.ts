import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStatus, CourseVisibility } from '../../../common/academy/courses';
import {
  ACADEMY_CATALOGUE_API,
  type CatalogueAnswer,
} from '../../../common/schemas/academy-catalogue';
import { testDatabases } from '../../../tests/support/databases';
import { insertUser, unique } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';

interface CourseFields {
  title: string;
  status: CourseStatus;
  visibility: CourseVisibility;
  publishedAt?: string | null;
  category?: 'scripture' | 'prayer';
  coverFileKey?: string;
}

/** A PNG's first bytes: enough for a stored cover the route sends back as it is. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function insertCourse(app: FastifyInstance, ownerId: string, fields: CourseFields) {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await app.db
    .insertInto('courses')
    .values({
      id,
      owner_id: ownerId,
      title: fields.title,
      subtitle: `About ${fields.title}`,
      category: fields.category ?? 'scripture',
      cover_file_key: fields.coverFileKey ?? null,
      status: fields.status,
      visibility: fields.visibility,
      published_at:
        fields.publishedAt === undefined
          ? fields.status === 'draft'
            ? null
            : now
          : fields.publishedAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

for (const database of testDatabases()) {
  describe(`the Academy's public catalogue on ${database.name}`, () => {
    let app: FastifyInstance;
    let newerId: string;
    let privateId: string;
    let olderId: string;

    beforeAll(async () => {
      // No demo data: the lists below are exactly the courses this test writes.
      app = await buildTestApp(await database.create(), { SEED_DEMO_DATA: 'false' });
      const instructor = await insertUser(app, { email: `${unique('instructor')}@example.org` });
      olderId = await insertCourse(app, instructor, {
        title: 'Older public',
        status: 'published',
        visibility: 'public',
        publishedAt: '2026-09-01T00:00:00.000Z',
        category: 'prayer',
      });
      // Covers stored as the builder and the demo seed store them: a file the course names.
      for (const key of ['covers/newer.png', 'covers/private.png']) {
        await app.storage.put(key, PNG_BYTES, { contentType: 'image/png' });
      }
      newerId = await insertCourse(app, instructor, {
        title: 'Newer public',
        status: 'published',
        visibility: 'public',
        publishedAt: '2026-10-01T00:00:00.000Z',
        coverFileKey: 'covers/newer.png',
      });
      await insertCourse(app, instructor, {
        title: 'Draft',
        status: 'draft',
        visibility: 'public',
      });
      await insertCourse(app, instructor, {
        title: 'Archived',
        status: 'archived',
        visibility: 'public',
      });
      await insertCourse(app, instructor, {
        title: 'Unlisted',
        status: 'published',
        visibility: 'unlisted',
      });
      privateId = await insertCourse(app, instructor, {
        title: 'Private',
        status: 'published',
        visibility: 'private',
        coverFileKey: 'covers/private.png',
      });
    });

    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const catalogue = async (url = '/api/academy/courses') => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:3012' },
      });
      expect(response.statusCode).toBe(200);
      return response.json<CatalogueAnswer>().courses;
    };

    it('lists published public courses only, newest first, with their instructor', async () => {
      const courses = await catalogue();
      expect(courses.map((course) => course.title)).toEqual(['Newer public', 'Older public']);
      expect(courses[0]).toMatchObject({
        subtitle: 'About Newer public',
        category: 'scripture',
        instructorName: 'Ada Lovelace',
        publishedAt: '2026-10-01T00:00:00.000Z',
      });
    });

    it('gives a course with a cover its public address, and one without none', async () => {
      const courses = await catalogue();
      expect(courses.map((course) => [course.title, course.coverUrl])).toEqual([
        ['Newer public', ACADEMY_CATALOGUE_API.cover(newerId)],
        ['Older public', null],
      ]);
    });

    const cover = (courseId: string) =>
      app.inject({
        method: 'GET',
        url: ACADEMY_CATALOGUE_API.cover(courseId),
        headers: { host: 'localhost:3012' },
      });

    it("serves a public course's cover to anyone, cacheable, as an image", async () => {
      const response = await cover(newerId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/^public/);
      expect(new Uint8Array(response.rawPayload)).toEqual(PNG_BYTES);
    });

    it("answers 404 for a private course's cover, a course without one, and an unknown course", async () => {
      for (const courseId of [privateId, olderId, crypto.randomUUID(), 'x y']) {
        expect((await cover(courseId)).statusCode).toBe(404);
      }
    });

    it('filters by category', async () => {
      const courses = await catalogue('/api/academy/courses?category=prayer');
      expect(courses.map((course) => course.title)).toEqual(['Older public']);
    });

    it('refuses an unknown category with a 400, not an empty list', async () => {
      const response = await app.inject({ url: '/api/academy/courses?category=%27%20or%201=1' });
      expect(response.statusCode).toBe(400);
    });
  });
}
