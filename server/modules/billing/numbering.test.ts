import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { nextNumber } from './numbering';

for (const database of testDatabases()) {
  describe(`billing document numbers on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('numbers each series per year, never twice, even when asked at once', async () => {
      const january = new Date('2031-01-05T12:00:00Z');
      const numbers = await Promise.all(
        Array.from({ length: 12 }, () =>
          app.db.transaction().execute((trx) => nextNumber(trx, 'INV', january)),
        ),
      );
      expect(new Set(numbers).size).toBe(12);
      expect([...numbers].sort()[0]).toBe('INV-2031-0001');
      expect([...numbers].sort()[11]).toBe('INV-2031-0012');
      expect(await nextNumber(app.db, 'Q', january)).toBe('Q-2031-0001');
      expect(await nextNumber(app.db, 'INV', new Date('2032-01-01T00:00:00Z'))).toBe(
        'INV-2032-0001',
      );
    });
  });
}
