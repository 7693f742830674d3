import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { outbox } from '../../../tests/support/factories';
import { generateOrderPdf } from './generate-order-pdf';
import { handleOrderPaid } from './handle-order-paid';
import { loadOrderDetails } from './load-order';
import { sweepPaidOrders, SWEEP_GRACE_MS } from './sweep-paid-orders';
import { seedBook, seedOrder, storedPdfText, type SeededBook } from './testing/fixtures';
import { readPdf } from './testing/read-book-pdf';

const CHILDREN = [
  {
    firstName: 'Anna',
    lastName: 'Brooks',
    title: 'The Good Shepherd',
    body: 'Anna wrote about sheep on the hill.',
  },
  {
    firstName: 'Ben',
    lastName: 'Carter',
    title: 'Psalm of the Morning',
    body: 'Ben praised the sunrise over the lake.',
  },
  {
    firstName: 'Cora',
    lastName: 'Diaz',
    title: 'Loaves and Fishes',
    body: 'Cora counted twelve baskets left over.',
  },
];

for (const database of testDatabases()) {
  describe(`handleOrderPaid on ${database.name}`, () => {
    let app: FastifyInstance;
    let book: SeededBook;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {
        PUBLIC_BASE_URL: 'https://shop.example',
      });
      book = await seedBook(app, {
        children: CHILDREN.map(({ firstName, lastName, title, body }) => ({
          firstName,
          lastName,
          pieces: [{ title, body }],
        })),
      });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const [anna, ben, cora] = CHILDREN;

    /** A Premium order of the chosen children (by index in CHILDREN) and quantities. */
    function premiumOrder(chosen: [number, number][]) {
      return seedOrder(app, {
        bookId: book.id,
        type: 'premium',
        copies: chosen.reduce((sum, [, quantity]) => sum + quantity, 0),
        items: chosen.map(([index, quantity]) => {
          const child = book.children[index]!;
          return {
            studentId: child.id,
            studentName: `${child.firstName} ${child.lastName[0]}.`,
            quantity,
          };
        }),
      });
    }

    function standardOrder(copies: number, createdAt?: string) {
      return seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies,
        items: [{ studentId: null, studentName: null, quantity: copies }],
        ...(createdAt ? { createdAt } : {}),
      });
    }

    async function orderRow(id: string) {
      return app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    }

    async function storedText(id: string) {
      const { pdf_key } = await orderRow(id);
      expect(pdf_key).toMatch(/^private\/orders\/[0-9a-f-]{36}\.pdf$/);
      const bytes = await app.storage.get(pdf_key!);
      expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
      return storedPdfText(bytes!);
    }

    it('sends one confirmation email when called twice and concurrently, with the summary and a signed link', async () => {
      const order = await premiumOrder([
        [0, 2],
        [1, 1],
      ]);
      await Promise.all(Array.from({ length: 6 }, () => handleOrderPaid(app, order.id)));
      await handleOrderPaid(app, order.id);

      const emails = await outbox(app, order.email);
      expect(emails).toHaveLength(1);
      const { subject, text_body: text, html_body: html } = emails[0]!;
      expect(subject).toContain(order.number);
      expect(text).toContain(`Order number: ${order.number}`);
      expect(text).toContain(`Book: ${book.name} (Premium Book)`);
      expect(text).toContain('Copies: 3');
      // The money once, as the receipt lists it: a line a child, then the totals.
      expect(text).toMatch(/Premium Book for Anna B\.: 2 × \$[\d.]+ = /);
      expect(text).toMatch(/Premium Book for Ben C\.: 1 × \$[\d.]+ = /);
      expect(text).toContain('Subtotal: $38.97');
      expect(text).toContain('Shipping (Priority Mail): $7.99');
      expect(text).toContain('Total paid: $46.96');
      expect(text).not.toContain('Items:');
      expect(text).toContain(
        'Ships to: Maria Gonzalez, 12 Elm Road, Springfield, Illinois, 62701, United States',
      );
      expect(text).toMatch(
        new RegExp(`https://shop\\.example/store/orders/${order.number}\\?s=[A-Za-z0-9_-]{43}`),
      );
      expect(html).toContain(`/store/orders/${order.number}?s=`);
      expect((await orderRow(order.id)).confirmation_sent_at).not.toBeNull();
    });

    it('stores a Premium PDF: the whole class book for each chosen child, their name on the cover', async () => {
      const order = await premiumOrder([
        [0, 2],
        [2, 1],
      ]);
      await handleOrderPaid(app, order.id);
      const { pdf_key } = await orderRow(order.id);
      const pdf = readPdf((await app.storage.get(pdf_key!))!);
      // The slip, then one whole book per chosen child (issue 12, point 7).
      expect(pdf.pages[0]).toContain(`Order ${order.number} · print 2 copies`);
      expect(pdf.pages[0]).toContain(`Order ${order.number} · print 1 copy`);
      const readers = pdf.pages.slice(1).join(' ');
      for (const expected of [
        book.classTitle,
        book.schoolName,
        anna!.body,
        ben!.body,
        cora!.body,
      ]) {
        expect(readers).toContain(expected);
      }
      expect(readers).toContain("Anna B.'s pages");
      expect(readers).toContain("Cora D.'s pages");
      // No order data on any reader's page; it is in the metadata.
      expect(readers).not.toContain(order.number);
      expect(pdf.meta.subject).toContain(order.number);
    });

    it('stores a Standard PDF with every child of the book', async () => {
      const order = await standardOrder(4);
      await handleOrderPaid(app, order.id);
      const text = await storedText(order.id);
      for (const child of CHILDREN) {
        expect(text).toContain(child.title);
        expect(text).toContain(child.body);
        expect(text).toContain(`${child.firstName} ${child.lastName[0]}.`);
      }
      expect(text).toContain(`Order ${order.number} · print 4 copies`);
    });

    it('stores a Journal PDF with the child’s journal', async () => {
      const journal = await seedBook(app, {
        type: 'journal',
        children: [
          {
            firstName: 'Dan',
            lastName: 'Ellis',
            pieces: [
              { title: 'Day one', body: 'I read Psalm 23 today.' },
              { title: 'Day two', body: 'I prayed for my grandmother.' },
            ],
          },
          {
            firstName: 'Eve',
            lastName: 'Fox',
            pieces: [{ title: 'Day one', body: 'Eve kept this private.' }],
          },
        ],
      });
      const order = await seedOrder(app, {
        bookId: journal.id,
        type: 'journal',
        copies: 1,
        items: [{ studentId: journal.children[0]!.id, studentName: 'Dan E.', quantity: 1 }],
      });
      await handleOrderPaid(app, order.id);
      const text = await storedText(order.id);
      expect(text).toContain('I read Psalm 23 today.');
      expect(text).toContain('I prayed for my grandmother.');
      expect(text).not.toContain('Eve kept this private.');
    });

    it('does nothing for an order that is not paid', async () => {
      const order = await seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
        status: 'awaiting_payment',
      });
      await handleOrderPaid(app, order.id);
      expect(await outbox(app, order.email)).toHaveLength(0);
      expect((await orderRow(order.id)).pdf_key).toBeNull();
    });

    it('never throws back to the payment path, and releases the email claim when sending fails', async () => {
      const order = await standardOrder(1);
      const send = app.email.send;
      app.email.send = () => Promise.reject(new Error('SMTP down'));
      try {
        await expect(handleOrderPaid(app, order.id)).resolves.toBeUndefined();
      } finally {
        app.email.send = send;
      }
      const row = await orderRow(order.id);
      expect(row.confirmation_sent_at).toBeNull();
      expect(row.pdf_key).not.toBeNull();
      expect(await outbox(app, order.email)).toHaveLength(0);
    });

    it('two renders of one order keep one private file: the loser removes its copy', async () => {
      const order = await standardOrder(1);
      const details = (await loadOrderDetails(app.db, { id: order.id }))!;
      const stored: string[] = [];
      const put = app.storage.put;
      app.storage.put = (key, bytes, options) => {
        stored.push(key);
        return put(key, bytes, options);
      };
      try {
        const keys = await Promise.all([
          generateOrderPdf(app, details),
          generateOrderPdf(app, details),
        ]);
        const recorded = (await orderRow(order.id)).pdf_key;
        expect(keys).toEqual([recorded, recorded]);
      } finally {
        app.storage.put = put;
      }
      expect(stored).toHaveLength(2);
      const kept = await Promise.all(stored.map((key) => app.storage.exists(key)));
      expect(kept.filter(Boolean)).toHaveLength(1);
    });

    it('the recovery sweep completes paid orders missing the email or PDF, once, after the grace period', async () => {
      const paidAt = new Date(Date.now() - SWEEP_GRACE_MS - 1000).toISOString();
      const order = await standardOrder(2, paidAt);
      const recent = await standardOrder(2);
      await Promise.all([sweepPaidOrders(app), sweepPaidOrders(app)]);
      await sweepPaidOrders(app);
      expect(await outbox(app, order.email)).toHaveLength(1);
      expect((await orderRow(order.id)).pdf_key).not.toBeNull();
      // Within the grace period the payment path is still at work on it.
      expect(await outbox(app, recent.email)).toHaveLength(0);
      expect((await orderRow(recent.id)).pdf_key).toBeNull();
    });
  });
}
