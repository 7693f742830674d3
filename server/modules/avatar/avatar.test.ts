import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_API, DEFAULT_LOOK } from '../../../common/avatars/catalog';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { ORIGIN, signedInStudent, signedInUser } from '../../../tests/support/factories';
import { addPoints } from '../points/ledger';
import { AVATAR_MESSAGES } from '../../../common/avatar/messages';

for (const database of testDatabases()) {
  describe(`the Avatar Store on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function studentWith(points: number) {
      const teacher = await signedInUser(app);
      const student = await signedInStudent(app, teacher.id);
      if (points > 0) await addPoints(app.db, { studentId: student.id, points, kind: 'award' });
      return student;
    }
    const post = (student: { cookies: Record<string, string> }, url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        cookies: student.cookies,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    it('starts with the default look and no purchases, and needs a student session', async () => {
      const student = await studentWith(0);
      const answer = await app.inject({
        method: 'GET',
        url: AVATAR_API.avatar,
        cookies: student.cookies,
      });
      expect(answer.json()).toEqual({ points: 0, look: DEFAULT_LOOK, owned: [] });
      expect((await app.inject({ method: 'GET', url: AVATAR_API.avatar })).statusCode).toBe(401);
    });

    it('spends points on an item once, and refuses what the balance cannot pay', async () => {
      const student = await studentWith(12);
      const tooDear = await post(student, AVATAR_API.purchase, { itemId: 'bg-sunset' });
      expect(tooDear.statusCode).toBe(400);
      expect(tooDear.json().errors.itemId).toBe(AVATAR_MESSAGES.notEnoughPoints);
      const bought = await post(student, AVATAR_API.purchase, { itemId: 'acc-glasses' });
      expect(bought.json()).toMatchObject({ points: 2, owned: ['acc-glasses'] });
      const again = await post(student, AVATAR_API.purchase, { itemId: 'acc-glasses' });
      expect(again.statusCode).toBe(409);
      const unknown = await post(student, AVATAR_API.purchase, { itemId: 'dragon' });
      expect(unknown.json().errors.itemId).toBe(AVATAR_MESSAGES.unknownItem);
    });

    it('never spends the same points twice when purchases arrive together', async () => {
      // Three items of the same price (10 points) and a balance for two: whichever order the
      // purchases take the lock in, exactly two are paid for and the third is refused.
      const student = await studentWith(20);
      const items = ['hair-long', 'hair-curly', 'acc-glasses'];
      const results = await Promise.all(
        items.map((itemId) => post(student, AVATAR_API.purchase, { itemId })),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 400]);
      const final = await app.inject({
        method: 'GET',
        url: AVATAR_API.avatar,
        cookies: student.cookies,
      });
      expect(final.json().points).toBe(0);
      expect(final.json().owned).toHaveLength(2);
    });

    it('charges a double-clicked purchase of one item once', async () => {
      const student = await studentWith(40);
      const results = await Promise.all(
        [1, 2, 3].map(() => post(student, AVATAR_API.purchase, { itemId: 'acc-glasses' })),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409]);
      const final = await app.inject({
        method: 'GET',
        url: AVATAR_API.avatar,
        cookies: student.cookies,
      });
      expect(final.json()).toMatchObject({ points: 30, owned: ['acc-glasses'] });
    });

    it('takes a bought item off by wearing the free default of its slot', async () => {
      const student = await studentWith(10);
      await post(student, AVATAR_API.purchase, { itemId: 'hair-long' });
      await post(student, AVATAR_API.wear, { look: { hair: 'hair-long' } });
      const off = await post(student, AVATAR_API.wear, { look: { hair: DEFAULT_LOOK.hair } });
      expect(off.json()).toMatchObject({ look: DEFAULT_LOOK, owned: ['hair-long'], points: 0 });
    });

    it('wears free and owned items only', async () => {
      const student = await studentWith(10);
      await post(student, AVATAR_API.purchase, { itemId: 'hair-long' });
      const worn = await post(student, AVATAR_API.wear, {
        look: { hair: 'hair-long', skin: 'skin-3' },
      });
      expect(worn.json().look).toEqual({ ...DEFAULT_LOOK, hair: 'hair-long', skin: 'skin-3' });
      const notOwned = await post(student, AVATAR_API.wear, { look: { accessory: 'acc-halo' } });
      expect(notOwned.json().errors.look).toBe(AVATAR_MESSAGES.notOwned);
      const wrongSlot = await post(student, AVATAR_API.wear, { look: { hair: 'skin-2' } });
      expect(wrongSlot.json().errors.look).toBe(AVATAR_MESSAGES.unknownItem);
      const kept = await app.inject({
        method: 'GET',
        url: AVATAR_API.avatar,
        cookies: student.cookies,
      });
      expect(kept.json().look.hair).toBe('hair-long');
    });
  });
}
