import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DESK_MESSAGES } from '../../../common/admin/messages';
import { ADMIN_DESK_API, ADMIN_PAGE_SIZE } from '../../../common/schemas/admin-desk';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  insertUser,
  ORIGIN,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { creditBalance, holdCreditsForOrder } from '../credits/ledger';
import { readDashboard, weekStart } from './read-dashboard';

for (const database of testDatabases()) {
  describe(`the platform admin desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      admin = await signedInAdmin(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const get = (url: string, caller: { cookies: Record<string, string> } | null = admin) =>
      app.inject({ url, ...(caller ? { cookies: caller.cookies } : {}) });
    const adjust = (
      teacherId: string,
      body: Record<string, unknown>,
      caller: { cookies: Record<string, string> } | null = admin,
    ) =>
      app.inject({
        method: 'POST',
        url: ADMIN_DESK_API.adjustCredits(teacherId),
        ...(caller ? { cookies: caller.cookies } : {}),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    /** A teacher's row on the desk, found by their unique email. */
    const teacherRow = async (email: string) =>
      (await get(ADMIN_DESK_API.teachers({ q: email }))).json().items[0];

    it('refuses every desk call to a visitor (401), a teacher, a parent and a student (403)', async () => {
      const teacher = await signedInUser(app);
      const parent = await signedInUser(app, 'parent');
      const classId = await insertClass(app, teacher.id, 'Psalms');
      const student = await signedInStudent(app, teacher.id, [classId]);
      const reads = [
        ADMIN_DESK_API.dashboard,
        ADMIN_DESK_API.schools(),
        ADMIN_DESK_API.teachers(),
        ADMIN_DESK_API.students(),
        ADMIN_DESK_API.audit(),
      ];
      const grant = {
        direction: 'grant',
        credits: 500,
        reason: 'Self-service',
        requestId: crypto.randomUUID(),
      };
      for (const url of reads) {
        expect((await get(url, null)).statusCode, url).toBe(401);
        expect((await get(url, teacher)).statusCode, url).toBe(403);
        expect((await get(url, parent)).statusCode, url).toBe(403);
        expect([401, 403], url).toContain((await get(url, student)).statusCode);
      }
      expect((await adjust(teacher.id, grant, null)).statusCode).toBe(401);
      expect((await adjust(teacher.id, grant, teacher)).statusCode).toBe(403);
      expect((await adjust(teacher.id, grant, parent)).statusCode).toBe(403);
      expect(await creditBalance(app.db, teacher.id)).toBe(0);
    });

    it('pages, sorts and searches teachers on the server', async () => {
      const tag = `pager${crypto.randomUUID().slice(0, 6)}`;
      const count = ADMIN_PAGE_SIZE + 2;
      for (let index = 0; index < count; index += 1) {
        await insertUser(app, {
          email: `${tag}.${String(index).padStart(2, '0')}@school.example`,
        });
      }
      const first = (await get(ADMIN_DESK_API.teachers({ q: tag, sort: 'email' }))).json();
      expect(first.total).toBe(count);
      expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
      expect(first.items[0].email).toBe(`${tag}.00@school.example`);
      const second = (
        await get(ADMIN_DESK_API.teachers({ q: tag, sort: 'email', page: 2 }))
      ).json();
      expect(second.items.map((row: { email: string }) => row.email)).toEqual([
        `${tag}.25@school.example`,
        `${tag}.26@school.example`,
      ]);
      const reversed = (
        await get(ADMIN_DESK_API.teachers({ q: tag.toUpperCase(), sort: 'email', dir: 'desc' }))
      ).json();
      expect(reversed.items[0].email).toBe(`${tag}.26@school.example`);
      // A % typed into the search matches itself, not everything.
      const none = (await get(ADMIN_DESK_API.teachers({ q: `${tag}%` }))).json();
      expect(none.total).toBe(0);
      const bad = await get(`/api/admin/teachers?sort=password_hash`);
      expect(bad.statusCode).toBe(400);
      const badPage = await get(`/api/admin/teachers?page=0`);
      expect(badPage.json().errors.page).toBe(ADMIN_DESK_MESSAGES.pageInvalid);
    });

    it('sorts teachers by credits and students by name, with their classes', async () => {
      const tag = `Sorter${crypto.randomUUID().slice(0, 6)}`;
      const teachers = await Promise.all(
        [5, 0, 9].map(async (credits, index) => {
          const email = `${tag.toLowerCase()}.${index}@school.example`;
          const id = await insertUser(app, { email });
          if (credits) {
            const answer = await adjust(id, {
              direction: 'grant',
              credits,
              reason: 'Sorting test',
              requestId: crypto.randomUUID(),
            });
            expect(answer.statusCode).toBe(200);
          }
          return { id, email };
        }),
      );
      const byCredits = (
        await get(ADMIN_DESK_API.teachers({ q: tag, sort: 'credits', dir: 'desc' }))
      ).json();
      expect(byCredits.items.map((row: { credits: number }) => row.credits)).toEqual([9, 5, 0]);

      const classId = await insertClass(app, teachers[0]!.id, `Psalms ${tag}`);
      for (const [first, last] of [
        ['Zoe', `${tag}a`],
        ['Abel', `${tag}c`],
        ['Mia', `${tag}b`],
      ] as const) {
        await insertStudent(app, {
          administratorId: teachers[0]!.id,
          classIds: [classId],
          firstName: first,
          lastName: last,
        });
      }
      const students = (await get(ADMIN_DESK_API.students({ q: tag, sort: 'name' }))).json();
      expect(students.items.map((row: { name: string }) => row.name)).toEqual([
        `Zoe ${tag}a`,
        `Mia ${tag}b`,
        `Abel ${tag}c`,
      ]);
      expect(students.items[0].classes).toEqual([`Psalms ${tag}`]);
      const one = (await get(ADMIN_DESK_API.students({ q: `abel ${tag}` }))).json();
      expect(one.total).toBe(1);
    });

    it('lists schools by search, with classes counted, sorted by classes', async () => {
      const tag = `Academy${crypto.randomUUID().slice(0, 6)}`;
      const teacher = await insertUser(app, { email: `${tag.toLowerCase()}@school.example` });
      const ids: string[] = [];
      for (const [index, classes] of [1, 3, 0].entries()) {
        const id = crypto.randomUUID();
        ids.push(id);
        await app.db
          .insertInto('schools')
          .values({
            id,
            name: `${tag} ${index}`,
            address_1: '1 Main Street',
            address_2: null,
            city: 'Springfield',
            zip: '62701',
            country_code: 'US',
            state_code: 'IL',
            verified_at: null,
            verified_by: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        for (let n = 0; n < classes; n += 1) {
          const classId = await insertClass(app, teacher, `Class ${n}`);
          await app.db
            .updateTable('classes')
            .set({ school_id: id })
            .where('id', '=', classId)
            .execute();
        }
      }
      const page = (
        await get(ADMIN_DESK_API.schools({ q: tag.toLowerCase(), sort: 'classes', dir: 'desc' }))
      ).json();
      expect(page.total).toBe(3);
      expect(page.items.map((row: { classCount: number }) => row.classCount)).toEqual([3, 1, 0]);
      expect(page.items[0].address).toContain('Springfield');
    });

    it('grants and revokes with a reason, once per request, never into held credits', async () => {
      const email = `ledger.${crypto.randomUUID().slice(0, 8)}@school.example`;
      const teacherId = await insertUser(app, { email });
      const grantId = crypto.randomUUID();
      const grant = { direction: 'grant', credits: 10, reason: 'Pilot school', requestId: grantId };
      const first = await adjust(teacherId, grant);
      expect(first.json()).toEqual({ credits: 10, held: 0, repeated: false });
      // The same form sent again (a double click, a retry) changes nothing.
      const again = await adjust(teacherId, grant);
      expect(again.json()).toEqual({ credits: 10, held: 0, repeated: true });

      const noReason = await adjust(teacherId, {
        ...grant,
        reason: ' ',
        requestId: crypto.randomUUID(),
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toBe(ADMIN_DESK_MESSAGES.reasonRequired);
      const tampered = await adjust(teacherId, {
        ...grant,
        credits: -50,
        requestId: crypto.randomUUID(),
      });
      expect(tampered.json().errors.credits).toBe(ADMIN_DESK_MESSAGES.adjustCreditsInvalid);

      // Six credits are held for an unpaid order: only the other four can be taken back.
      const orderId = await insertOrder(app, teacherId, { paidAt: null });
      await app.db
        .transaction()
        .execute((trx) =>
          holdCreditsForOrder(trx, app.dbKind, { teacherId, orderId, credits: 6, now: new Date() }),
        );
      expect(await teacherRow(email)).toMatchObject({ credits: 4, held: 6 });
      const revoke = (credits: number, requestId = crypto.randomUUID()) =>
        adjust(teacherId, { direction: 'revoke', credits, reason: 'Entered twice', requestId });
      const tooMany = await revoke(5);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().errors.credits).toBe(ADMIN_DESK_MESSAGES.revokeTooMany(4));
      const revokeId = crypto.randomUUID();
      expect((await revoke(4, revokeId)).json()).toEqual({ credits: 0, held: 6, repeated: false });
      expect((await revoke(4, revokeId)).json()).toEqual({ credits: 0, held: 6, repeated: true });
      expect((await revoke(1)).statusCode).toBe(409);

      // Two clicks at once still take the credits once.
      const twice = crypto.randomUUID();
      await Promise.all([
        adjust(teacherId, { ...grant, credits: 3, requestId: twice }),
        adjust(teacherId, { ...grant, credits: 3, requestId: twice }),
      ]);
      expect(await creditBalance(app.db, teacherId)).toBe(3);

      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', teacherId)
        .orderBy('created_at')
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'credits_granted',
        'credits_revoked',
        'credits_granted',
      ]);
      expect(JSON.parse(audit[1]!.details!)).toEqual({
        credits: 4,
        reason: 'Entered twice',
        balance: 0,
      });
      const unknown = await adjust(crypto.randomUUID(), {
        ...grant,
        requestId: crypto.randomUUID(),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('filters the audit log by actor, action and dates, newest first, in pages', async () => {
      const other = await signedInAdmin(app);
      const who = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      const teacherId = await insertUser(app, {
        email: `audited.${crypto.randomUUID().slice(0, 8)}@school.example`,
      });
      for (const credits of [1, 2]) {
        await adjust(
          teacherId,
          {
            direction: 'grant',
            credits,
            reason: `Gift ${credits}`,
            requestId: crypto.randomUUID(),
          },
          other,
        );
      }
      await app.db
        .insertInto('audit_log')
        .values({
          id: crypto.randomUUID(),
          action: 'credits_granted',
          actor_type: 'user',
          actor_id: other.id,
          target_type: 'user',
          target_id: teacherId,
          ip: null,
          details: JSON.stringify({ credits: 7 }),
          created_at: '2020-03-15T12:00:00.000Z',
        })
        .execute();
      const byActor = (await get(ADMIN_DESK_API.audit({ actor: who.email }))).json();
      expect(byActor.total).toBe(3);
      expect(byActor.items[0].details).toMatchObject({ credits: 2, reason: 'Gift 2' });
      expect(byActor.items[0].actor).toContain(who.email);
      expect(byActor.items[0].target).toContain('@school.example');
      expect(byActor.actions).toContain('credits_granted');
      const inMarch = (
        await get(ADMIN_DESK_API.audit({ actor: who.email, from: '2020-03-15', to: '2020-03-15' }))
      ).json();
      expect(inMarch.items.map((row: { details: object }) => row.details)).toEqual([
        { credits: 7 },
      ]);
      const otherAction = (
        await get(ADMIN_DESK_API.audit({ actor: who.email, action: 'school_verified' }))
      ).json();
      expect(otherAction.total).toBe(0);
      const reversed = await get(ADMIN_DESK_API.audit({ from: '2020-03-16', to: '2020-03-15' }));
      expect(reversed.json().errors.to).toBe(ADMIN_DESK_MESSAGES.dateRangeReversed);
      const badDate = await get(ADMIN_DESK_API.audit({ from: '15/03/2020' }));
      expect(badDate.json().errors.from).toBe(ADMIN_DESK_MESSAGES.dateInvalid);
    });

    it('counts totals and the last 12 weeks by a controlled clock', async () => {
      // A Wednesday: its week began on Monday 2031-06-02.
      const now = new Date('2031-06-04T15:00:00.000Z');
      expect(weekStart(now).toISOString()).toBe('2031-06-02T00:00:00.000Z');
      const before = await readDashboard(app.db, { now });
      const teacherId = await insertUser(app, {
        email: `trend.${crypto.randomUUID().slice(0, 8)}@school.example`,
      });
      // Paid this week (Monday 00:00 counts), paid three weeks ago, unpaid, and paid too long ago.
      await insertOrder(app, teacherId, { paidAt: '2031-06-02T00:00:00.000Z', totalCents: 1898 });
      const refunded = await insertOrder(app, teacherId, {
        paidAt: '2031-05-14T09:00:00.000Z',
        totalCents: 2500,
      });
      await insertOrder(app, teacherId, { paidAt: null, totalCents: 9999 });
      await insertOrder(app, teacherId, { paidAt: '2031-03-01T09:00:00.000Z', totalCents: 700 });
      const after = await readDashboard(app.db, { now });
      expect(after.weeks).toHaveLength(12);
      expect(after.weeks[0]!.start).toBe('2031-03-17');
      expect(after.weeks[11]!.start).toBe('2031-06-02');
      const delta = (index: number, key: 'orders' | 'revenueCents' | 'booksPublished') =>
        after.weeks[index]![key] - before.weeks[index]![key];
      expect(delta(11, 'orders')).toBe(1);
      expect(delta(11, 'revenueCents')).toBe(1898);
      expect(delta(8, 'orders')).toBe(1);
      expect(delta(8, 'revenueCents')).toBe(2500);
      expect(after.weeks.reduce((sum, week) => sum + week.revenueCents, 0)).toBe(
        before.weeks.reduce((sum, week) => sum + week.revenueCents, 0) + 1898 + 2500,
      );
      expect(after.totals.orders - before.totals.orders).toBe(3);
      expect(after.totals.revenueCents - before.totals.revenueCents).toBe(1898 + 2500 + 700);
      expect(after.totals.teachers - before.totals.teachers).toBe(1);
      // Refunded shipping (600) leaves the order counted and its week's revenue net of it.
      await app.db
        .updateTable('orders')
        .set({ refunded_cents: 600 })
        .where('id', '=', refunded)
        .execute();
      const net = await readDashboard(app.db, { now });
      expect(net.weeks[8]!.revenueCents - before.weeks[8]!.revenueCents).toBe(2500 - 600);
      expect(net.totals.orders - before.totals.orders).toBe(3);
      // Each order made a published book this week, on 2031-06-03.
      expect(delta(11, 'booksPublished')).toBe(4);
      const answer = await get(ADMIN_DESK_API.dashboard);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().weeks).toHaveLength(12);
    });
  });
}

/** An order of a new published book of the teacher's class, paid at `paidAt` (or unpaid). */
async function insertOrder(
  app: FastifyInstance,
  teacherId: string,
  { paidAt, totalCents = 1000 }: { paidAt: string | null; totalCents?: number },
): Promise<string> {
  const classId = await insertClass(app, teacherId, 'Book class');
  const bookId = crypto.randomUUID();
  const made = '2031-06-03T10:00:00.000Z';
  await app.db
    .insertInto('books')
    .values({
      id: bookId,
      code: crypto.randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase(),
      name: 'Our psalms',
      class_id: classId,
      teacher_id: teacherId,
      type: 'story',
      published_at: made,
      created_at: made,
      updated_at: made,
    })
    .execute();
  const id = crypto.randomUUID();
  await app.db
    .insertInto('orders')
    .values({
      id,
      number: `T${crypto.randomUUID().slice(0, 8)}`,
      book_id: bookId,
      buyer_user_id: teacherId,
      email: 'buyer@home.example',
      first_name: 'Ada',
      last_name: 'Buyer',
      telephone: null,
      address_1: null,
      address_2: null,
      city: null,
      zip: null,
      country_code: null,
      state_code: null,
      book_type: 'standard',
      copies: 1,
      unit_price_cents: totalCents,
      books_cents: totalCents,
      shipping_rate_id: null,
      shipping_name: 'Class order',
      shipping_estimated: null,
      shipping_cents: 0,
      total_cents: totalCents,
      currency: 'usd',
      status: paidAt ? 'paid' : 'awaiting_payment',
      payment_provider: 'local',
      payment_intent_id: null,
      tracking_number: null,
      pdf_key: null,
      paid_at: paidAt,
      in_production_at: null,
      shipped_at: null,
      cancelled_at: null,
      confirmation_sent_at: null,
      created_at: paidAt ?? made,
      updated_at: paidAt ?? made,
    })
    .execute();
  return id;
}
