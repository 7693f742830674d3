import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';

for (const database of testDatabases()) {
  describe(`GET /api/health on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    it('answers 200 {"status":"ok"} when the database answers', async () => {
      const app = await buildTestApp(await database.create());
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      await app.close();
    });

    it('answers 503 once the database is gone', async () => {
      const app = await buildTestApp(await database.create());
      await app.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    });
  });
}
