import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_CSV } from '../../../common/copy/staff-desk';
import { STAFF_DESK_API } from '../../../common/schemas/staff-desk';
import { testDatabases } from '../../../tests/support/databases';
import { send, signedInAdmin, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertSampleOrder, randomTag } from '../fulfilment/testing/sample-order';
import { exportOrdersCsv } from './export-orders';
import { seedDeskBook, type DeskBook } from './testing/paid-order';

interface Row {
  id: string;
  number: string;
  status: string;
  schoolName: string;
  bookCode: string;
  totalCents: number;
  createdAt: string;
}

/** Unzips a response into a folder with the system's unzip; answers the files' names. */
function unzip(bytes: Buffer): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'desk-zip-'));
  writeFileSync(join(dir, 'batch.zip'), bytes);
  execFileSync('unzip', ['-q', 'batch.zip', '-d', 'out'], { cwd: dir });
  return { dir, files: readdirSync(join(dir, 'out')).sort() };
}

for (const database of testDatabases()) {
  describe(`the staff order desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let first: DeskBook;
    let second: DeskBook;
    /** A word only this run's orders carry, so searches see nothing else. */
    const domain = `${randomTag(6).toLowerCase()}.example.com`;
    const orders: { id: string; number: string; email: string }[] = [];

    const search = (query: Record<string, string | number>, caller: Caller | null = admin) =>
      send(
        app,
        'GET',
        `${STAFF_DESK_API.search}?${new URLSearchParams(
          Object.entries(query).map(([key, value]) => [key, String(value)]),
        )}`,
        caller ?? undefined,
      );
    const rows = async (query: Record<string, string | number>) => {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
      return response.json() as { orders: Row[]; total: number };
    };

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      admin = await signedInAdmin(app);
      first = await seedDeskBook(app);
      second = await seedDeskBook(app);
      // Six orders over six days: four of the first book, two of the second; one of each
      // status the desk works with, and an unpaid cart that never shows.
      const plan = [
        { book: first, status: 'paid', day: 1, copies: 1 },
        { book: first, status: 'paid', day: 2, copies: 3 },
        { book: first, status: 'in_production', day: 3, copies: 2 },
        { book: first, status: 'shipped', day: 4, copies: 1 },
        { book: second, status: 'paid', day: 5, copies: 4 },
        { book: second, status: 'awaiting_payment', day: 6, copies: 1 },
      ] as const;
      for (const [index, step] of plan.entries()) {
        const email = `buyer${index}@${domain}`;
        const order = await insertSampleOrder(app.db, {
          bookId: step.book.id,
          type: 'standard',
          copies: step.copies,
          items: [{ studentId: null, studentName: null, quantity: step.copies }],
          status: step.status,
          email,
          createdAt: `2031-03-0${step.day}T10:00:00.000Z`,
        });
        orders.push({ ...order, email });
      }
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('finds orders by number, email, school and book code', async () => {
      const byNumber = await rows({ q: orders[2]!.number.toLowerCase() });
      expect(byNumber.orders.map((row) => row.id)).toEqual([orders[2]!.id]);

      const byEmail = await rows({ q: `BUYER1@${domain}` });
      expect(byEmail.orders.map((row) => row.id)).toEqual([orders[1]!.id]);

      const bySchool = await rows({ q: second.schoolName.slice(-10) });
      expect(bySchool.orders.map((row) => row.id)).toEqual([orders[4]!.id]);
      expect(bySchool.orders[0]!.schoolName).toBe(second.schoolName);

      const code = bySchool.orders[0]!.bookCode;
      const byCode = await rows({ q: code.toLowerCase() });
      expect(byCode.orders.map((row) => row.id)).toEqual([orders[4]!.id]);

      // Wildcards are text: "%" matches nothing rather than everything.
      expect((await rows({ q: '%' })).total).toBe(0);
    });

    it('filters by status, date range and school; never shows unpaid carts', async () => {
      const all = await rows({ q: domain.split('.')[0]!, status: 'all' });
      expect(all.total).toBe(0); // the domain is not a prefix of any email: the email starts with buyer
      const firstBook = await rows({ schoolId: await schoolOf(first), status: 'all' });
      expect(firstBook.orders.map((row) => row.id)).toEqual(
        [orders[3], orders[2], orders[1], orders[0]].map((order) => order!.id),
      );
      const paid = await rows({ schoolId: await schoolOf(first), status: 'paid' });
      expect(paid.orders.map((row) => row.id)).toEqual([orders[1]!.id, orders[0]!.id]);
      const days = await rows({
        schoolId: await schoolOf(first),
        from: '2031-03-02',
        to: '2031-03-03',
      });
      expect(days.orders.map((row) => row.id)).toEqual([orders[2]!.id, orders[1]!.id]);
      const secondAll = await rows({ schoolId: await schoolOf(second) });
      expect(secondAll.orders.map((row) => row.id)).toEqual([orders[4]!.id]);
    });

    it('sorts and pages on the server, without repeating or skipping a row', async () => {
      const school = await schoolOf(first);
      const oldest = await rows({ schoolId: school, sort: 'created', dir: 'asc' });
      expect(oldest.orders.map((row) => row.id)).toEqual(
        [orders[0], orders[1], orders[2], orders[3]].map((order) => order!.id),
      );
      const dearest = await rows({ schoolId: school, sort: 'total', dir: 'desc' });
      const totals = dearest.orders.map((row) => row.totalCents);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      expect(dearest.orders[0]!.id).toBe(orders[1]!.id);

      // 26 more orders of one book: two pages of 25 hold all 28 of its paid orders once.
      const many = await seedDeskBook(app);
      for (let index = 0; index < 28; index += 1) {
        await insertSampleOrder(app.db, {
          bookId: many.id,
          type: 'standard',
          copies: 1,
          items: [{ studentId: null, studentName: null, quantity: 1 }],
          // Some share a time: the id breaks the tie.
          createdAt: `2031-04-01T10:00:${String(index % 10).padStart(2, '0')}.000Z`,
        });
      }
      const manySchool = await schoolOf(many);
      const page1 = await rows({ schoolId: manySchool, page: 1, pageSize: 25 });
      const page2 = await rows({ schoolId: manySchool, page: 2, pageSize: 25 });
      expect(page1.total).toBe(28);
      expect(page1.orders).toHaveLength(25);
      expect(page2.orders).toHaveLength(3);
      const ids = [...page1.orders, ...page2.orders].map((row) => row.id);
      expect(new Set(ids).size).toBe(28);
    });

    it('refuses bad filters with a message and non-staff with 401/403', async () => {
      const reversed = await search({ from: '2031-03-05', to: '2031-03-01' });
      expect(reversed.statusCode).toBe(400);
      expect(JSON.stringify(reversed.json())).toContain('start date');
      expect((await search({ pageSize: 7 })).statusCode).toBe(400);
      expect((await search({ status: 'everything' })).statusCode).toBe(400);
      expect((await search({ q: 'x'.repeat(500) })).statusCode).toBe(400);
      expect((await search({}, null)).statusCode).toBe(401);
      expect((await search({}, await signedInUser(app))).statusCode).toBe(403);
      const parent = await signedInUser(app, 'parent');
      expect((await send(app, 'GET', STAFF_DESK_API.order(orders[0]!.id), parent)).statusCode).toBe(
        403,
      );
    });

    it('moves orders in bulk with the single change’s rule, reporting each failure', async () => {
      const extra = await seedDeskBook(app);
      const paid = await insertSampleOrder(app.db, {
        bookId: extra.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
      });
      const shipped = await insertSampleOrder(app.db, {
        bookId: extra.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
        status: 'shipped',
      });
      const missing = crypto.randomUUID();
      const moved = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'in_production',
        orderIds: [paid.id, shipped.id, missing],
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().results).toEqual([
        { orderId: paid.id, number: paid.number, ok: true, error: null },
        { orderId: shipped.id, number: shipped.number, ok: false, error: 'This order is shipped' },
        { orderId: missing, number: null, ok: false, error: 'Order not found' },
      ]);
      // Repeated: the order is in production already, so nothing moves twice.
      const again = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'in_production',
        orderIds: [paid.id],
      });
      expect(again.json().results[0]).toMatchObject({
        ok: false,
        error: 'This order is in production',
      });

      // Shipping skips no step: a paid order cannot ship before production.
      const fresh = await insertSampleOrder(app.db, {
        bookId: extra.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
      });
      const shipping = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'ship',
        orders: [
          { orderId: paid.id, trackingNumber: '1Z999' },
          { orderId: fresh.id, trackingNumber: '1Z998' },
        ],
      });
      expect(shipping.json().results.map((result: { ok: boolean }) => result.ok)).toEqual([
        true,
        false,
      ]);
      const audits = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'created_at'])
        .where('target_type', '=', 'order')
        .where('target_id', '=', paid.id)
        .orderBy('created_at')
        .execute();
      expect(audits.map((row) => row.action)).toEqual(['order.in_production', 'order.shipped']);
      expect(audits.every((row) => row.actor_id === admin.id && row.created_at)).toBe(true);

      const detail = await send(app, 'GET', STAFF_DESK_API.order(paid.id), admin);
      const timeline = detail.json().order.timeline as { kind: string; actor: string | null }[];
      expect(timeline.map((entry) => entry.kind)).toEqual([
        'placed',
        'paid',
        'inProduction',
        'shipped',
      ]);
      expect(timeline[2]!.actor).not.toBeNull();

      const tooMany = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'in_production',
        orderIds: Array.from({ length: 101 }, () => crypto.randomUUID()),
      });
      expect(tooMany.statusCode).toBe(400);
      const noTracking = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'ship',
        orders: [{ orderId: fresh.id, trackingNumber: ' ' }],
      });
      expect(noTracking.statusCode).toBe(400);
    });

    it('downloads a production batch: the PDFs and a packing list, in one ZIP', async () => {
      const chosen = [orders[0]!, orders[2]!, orders[5]!]; // the last is an unpaid cart
      const response = await send(app, 'GET', STAFF_DESK_API.batch(chosen.map((o) => o.id)), admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(String(response.headers['content-disposition'])).toMatch(/lectio-production-/);
      const { dir, files } = unzip(response.rawPayload);
      try {
        expect(files).toEqual(
          [`${orders[0]!.number}.pdf`, `${orders[2]!.number}.pdf`, DESK_CSV.packingListName].sort(),
        );
        const pdf = readFileSync(join(dir, 'out', `${orders[0]!.number}.pdf`));
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const csv = readFileSync(join(dir, 'out', DESK_CSV.packingListName), 'utf8');
        const lines = csv
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines[0]).toBe(DESK_CSV.packingHeader.join(','));
        expect(lines).toHaveLength(3);
        expect(lines.some((line) => line.startsWith(`${orders[2]!.number},${first.name},`))).toBe(
          true,
        );
        expect(lines.join('\n')).toContain('Maria Gonzalez,12 Elm Road,Springfield,Illinois,62701');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      const downloaded = await app.db
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'order.batch_downloaded')
        .where('actor_id', '=', admin.id)
        .execute();
      expect(downloaded.map((row) => row.target_id).sort()).toEqual(
        [orders[0]!.id, orders[2]!.id].sort(),
      );
      expect((await send(app, 'GET', STAFF_DESK_API.batch([]), admin)).statusCode).toBe(400);
      const teacher = await signedInUser(app);
      expect(
        (await send(app, 'GET', STAFF_DESK_API.batch([orders[0]!.id]), teacher)).statusCode,
      ).toBe(403);
    });

    it('exports the filtered orders as CSV, safe for spreadsheets', async () => {
      await app.db
        .updateTable('orders')
        .set({ first_name: '=HYPERLINK("x")' })
        .where('id', '=', orders[4]!.id)
        .execute();
      const response = await send(
        app,
        'GET',
        `${STAFF_DESK_API.exportCsv}?schoolId=${await schoolOf(second)}`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(DESK_CSV.exportHeader.join(','));
      expect(lines).toHaveLength(2); // the unpaid cart is not an order yet
      expect(lines[1]).toContain(orders[4]!.number);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Gonzalez"`);
      expect(lines[1]).toContain(',Paid,');
    });

    it('exports every order once across chunks, oldest first', async () => {
      const school = await schoolOf(first);
      let text = '';
      const stream = exportOrdersCsv(
        app.db,
        { q: '', status: 'all', schoolId: school, sort: 'created', dir: 'desc' },
        // Chunks of two: the four orders of the school take three reads.
        2,
      );
      for await (const part of stream) text += String(part);
      const numbers = text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(numbers).toEqual([orders[0], orders[1], orders[2], orders[3]].map((o) => o!.number));
    });

    async function schoolOf(book: DeskBook): Promise<string> {
      const row = await app.db
        .selectFrom('books')
        .innerJoin('classes', 'classes.id', 'books.class_id')
        .select('classes.school_id')
        .where('books.id', '=', book.id)
        .executeTakeFirstOrThrow();
      return row.school_id!;
    }
  });
}
