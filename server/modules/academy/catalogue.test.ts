import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseStatus, CourseVisibility } from '../../../common/academy/courses';
import type { CatalogueAnswer } from '../../../common/schemas/academy-catalogue';
import { testDatabases } from '../../../tests/support/databases';
import { insertUser, unique } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';

interface CourseFields {
  title: string;
  status: CourseStatus;
  visibility: CourseVisibility;
  publishedAt?: string | null;
  category?: 'scripture' | 'prayer';
}

async function insertCourse(app: FastifyInstance, ownerId: string, fields: CourseFields) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('courses')
    .values({
      id: crypto.randomUUID(),
      owner_id: ownerId,
      title: fields.title,
      subtitle: `About ${fields.title}`,
      category: fields.category ?? 'scripture',
      cover_file_key: null,
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
}

for (const database of testDatabases()) {
  describe(`the Academy's public catalogue on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      // No demo data: the lists below are exactly the courses this test writes.
      app = await buildTestApp(await database.create(), { SEED_DEMO_DATA: 'false' });
      const instructor = await insertUser(app, { email: `${unique('instructor')}@example.org` });
      await insertCourse(app, instructor, {
        title: 'Older public',
        status: 'published',
        visibility: 'public',
        publishedAt: '2026-09-01T00:00:00.000Z',
        category: 'prayer',
      });
      await insertCourse(app, instructor, {
        title: 'Newer public',
        status: 'published',
        visibility: 'public',
        publishedAt: '2026-10-01T00:00:00.000Z',
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
      await insertCourse(app, instructor, {
        title: 'Private',
        status: 'published',
        visibility: 'private',
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
