import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_DOCUMENT_MESSAGES } from '../../../common/copy/billing-documents';
import {
  BILLING_API,
  billingInvoicePdfPath,
  billingQuotePdfPath,
  type BillingQuote,
} from '../../../common/schemas/billing';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  insertClass,
  insertSchool,
  insertStudent,
  joinBillingAccount,
  send,
  signedInCoTeacher,
  signedInUser,
  unique,
  insertSchoolAccount,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { readPdf } from '../fulfilment/testing/read-book-pdf';
import { accountForOwner } from '../billing/billing-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Quotes and the billing PDFs over HTTP (issue 16, point 5): the server prices every quote
 * whatever the client sends, and only members of a billing account read its documents; a
 * stranger, a co-teacher and a parent get the 404 of a document that does not exist.
 */
for (const database of testDatabases()) {
  describe(`quotes and billing PDFs on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher with two classes (6 distinct students, one in both) and an archived one. */
    async function teacherWithRoster() {
      const teacher = await signedInUser(app);
      const first = await insertClass(app, teacher.id, 'Theology 9');
      const second = await insertClass(app, teacher.id, 'Theology 10');
      const archived = await insertClass(app, teacher.id, 'Last year');
      await app.db
        .updateTable('classes')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', archived)
        .execute();
      for (let index = 0; index < 4; index += 1) {
        await insertStudent(app, { administratorId: teacher.id, classIds: [first] });
      }
      await insertStudent(app, { administratorId: teacher.id, classIds: [first, second] });
      await insertStudent(app, { administratorId: teacher.id, classIds: [second] });
      await insertStudent(app, { administratorId: teacher.id, classIds: [archived] });
      await insertStudent(app, { administratorId: teacher.id, classIds: [archived] });
      return { teacher, first };
    }

    const requestQuote = async (caller: Caller, body: unknown) => {
      const response = await send(app, 'POST', BILLING_API.quotes, caller, body);
      return { response, quote: (response.json() as { quote: BillingQuote }).quote };
    };

    it('prices a quote from the roster: distinct students of non-archived classes', async () => {
      const { teacher } = await teacherWithRoster();
      const before = Date.now();
      const { response, quote } = await requestQuote(teacher, { period: 'year' });
      expect(response.statusCode).toBe(200);
      expect(quote).toMatchObject({
        seats: 6,
        period: 'year',
        totalCents: 6000,
        status: 'open',
        poNumber: null,
        pdfUrl: billingQuotePdfPath(quote.id),
      });
      expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
      const valid = new Date(quote.validUntil).getTime() - new Date(quote.issuedAt).getTime();
      expect(valid).toBe(30 * DAY_MS);
      expect(new Date(quote.issuedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const list = await send(app, 'GET', BILLING_API.quotes, teacher);
      expect(list.statusCode).toBe(200);
      expect((list.json() as { quotes: BillingQuote[] }).quotes.map((q) => q.id)).toEqual([
        quote.id,
      ]);
    });

    it('prices tampered requests on the server: the client names seats, never amounts', async () => {
      const teacher = await signedInUser(app);
      const { response, quote } = await requestQuote(teacher, {
        seats: 40,
        period: 'month',
        totalCents: 1,
        unitCents: 0,
        lines: [{ description: 'Free', quantity: 40, unitCents: 0, amountCents: 0 }],
      });
      expect(response.statusCode).toBe(200);
      expect(quote).toMatchObject({ seats: 40, period: 'month', totalCents: 4000 });
      const row = await app.db
        .selectFrom('billing_quotes')
        .select(['lines', 'total_cents'])
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.lines)).toEqual([
        expect.objectContaining({ quantity: 40, unitCents: 100, amountCents: 4000 }),
      ]);
    });

    it('numbers quotes one after another, never twice', async () => {
      const teacher = await signedInUser(app);
      const quotes = await Promise.all(
        [1, 2, 3].map(
          async (seats) => (await requestQuote(teacher, { seats, period: 'year' })).quote,
        ),
      );
      const numbers = quotes.map((quote) => quote.number);
      expect(new Set(numbers).size).toBe(3);
    });

    it('answers bad input with field errors, never a 500', async () => {
      const teacher = await signedInUser(app);
      for (const body of [
        { period: 'week' },
        { seats: 0, period: 'year' },
        { seats: 2.5, period: 'year' },
        { seats: 1_000_000, period: 'month' },
        {},
      ]) {
        const response = await send(app, 'POST', BILLING_API.quotes, teacher, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
    });

    it('refuses the signed-out with 401', async () => {
      const { teacher } = await teacherWithRoster();
      const { quote } = await requestQuote(teacher, { period: 'year' });
      expect(
        (await send(app, 'POST', BILLING_API.quotes, undefined, { period: 'year' })).statusCode,
      ).toBe(401);
      expect((await send(app, 'GET', BILLING_API.quotes)).statusCode).toBe(401);
      expect((await send(app, 'GET', quote.pdfUrl)).statusCode).toBe(401);
      expect((await send(app, 'GET', billingInvoicePdfPath(crypto.randomUUID()))).statusCode).toBe(
        401,
      );
    });

    it('serves the quote PDF to its teacher, rendered once and stored', async () => {
      const { teacher } = await teacherWithRoster();
      const { quote } = await requestQuote(teacher, { period: 'year' });
      const first = await send(app, 'GET', quote.pdfUrl, teacher);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('application/pdf');
      expect(first.headers['cache-control']).toContain('private');
      expect(String(first.headers['content-disposition'])).toContain(`Lectio-${quote.number}.pdf`);
      const text = readPdf(first.rawPayload).pages.join(' ');
      expect(text).toContain(quote.number);
      expect(text).toContain('$60.00');
      expect(text).toContain('Valid until'.toUpperCase());
      const { storage_key: key } = await app.db
        .selectFrom('billing_quotes')
        .select('storage_key')
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow();
      expect(key).toMatch(/^private\/billing\/[0-9a-f-]{36}\.pdf$/);
      const second = await send(app, 'GET', quote.pdfUrl, teacher);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('answers 404 to another teacher, a co-teacher and a parent, as for no quote at all', async () => {
      const { teacher, first } = await teacherWithRoster();
      const { quote } = await requestQuote(teacher, { period: 'month' });
      const stranger = await signedInUser(app);
      const coTeacher = await signedInCoTeacher(app, first, teacher.id);
      const parent = await signedInUser(app, 'parent');
      for (const caller of [stranger, coTeacher, parent]) {
        const response = await send(app, 'GET', quote.pdfUrl, caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: { billing: BILLING_DOCUMENT_MESSAGES.quoteNotFound },
        });
      }
      const missing = await send(app, 'GET', billingQuotePdfPath(crypto.randomUUID()), stranger);
      expect(missing.statusCode).toBe(404);
      // The co-teacher's own list is their own account's: the owner's quote is not in it.
      const list = await send(app, 'GET', BILLING_API.quotes, coTeacher);
      expect((list.json() as { quotes: BillingQuote[] }).quotes).toEqual([]);
    });

    /** An open Net-30 invoice on the teacher's account, with two lines and a credit. */
    async function invoiceFor(ownerId: string) {
      const account = await accountForOwner(app.db, ownerId);
      const id = crypto.randomUUID();
      const number = unique('INV-').slice(0, 20);
      const at = new Date('2027-03-10T09:00:00.000Z');
      await app.db
        .insertInto('billing_invoices')
        .values({
          id,
          account_id: account.id,
          number,
          provider_invoice_id: null,
          kind: 'subscription',
          status: 'open',
          collection_method: 'send_invoice',
          subtotal_cents: 7000,
          credit_applied_cents: 500,
          total_cents: 6500,
          tax_exempt: 1,
          po_number: 'PO-4417',
          period_start: null,
          period_end: null,
          issued_at: at.toISOString(),
          due_at: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
          paid_at: null,
          paid_via: null,
          storage_key: null,
          created_at: at.toISOString(),
        })
        .execute();
      await app.db
        .insertInto('billing_invoice_lines')
        .values([
          {
            id: crypto.randomUUID(),
            invoice_id: id,
            position: 1,
            description: 'Lectio Standard, annual, per student',
            quantity: 6,
            unit_cents: 1000,
            amount_cents: 6000,
          },
          {
            id: crypto.randomUUID(),
            invoice_id: id,
            position: 2,
            description: 'True-up, 1 more student',
            quantity: 1,
            unit_cents: 1000,
            amount_cents: 1000,
          },
        ])
        .execute();
      return { id, number };
    }

    it('serves an invoice PDF to its teacher with the PO, Net-30 and the amount due', async () => {
      const { teacher } = await teacherWithRoster();
      const invoice = await invoiceFor(teacher.id);
      const response = await send(app, 'GET', billingInvoicePdfPath(invoice.id), teacher);
      expect(response.statusCode).toBe(200);
      const text = readPdf(response.rawPayload).pages.join(' ');
      for (const phrase of [
        invoice.number,
        'PO number PO-4417',
        '9 April 2027',
        'True-up, 1 more student',
        '-$5.00',
        '$65.00',
        'Tax exempt',
        'Net 30',
        'http://localhost:3011/teacher/billing',
      ]) {
        expect(text, phrase).toContain(phrase);
      }
      const stored = await app.db
        .selectFrom('billing_invoices')
        .select('storage_key')
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(stored.storage_key).toMatch(/^private\/billing\//);
    });

    it('answers 404 for an invoice of another account, to a co-teacher, and for none', async () => {
      const { teacher, first } = await teacherWithRoster();
      const invoice = await invoiceFor(teacher.id);
      const stranger = await signedInUser(app);
      const coTeacher = await signedInCoTeacher(app, first, teacher.id);
      for (const caller of [stranger, coTeacher]) {
        const response = await send(app, 'GET', billingInvoicePdfPath(invoice.id), caller);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: { billing: BILLING_DOCUMENT_MESSAGES.invoiceNotFound },
        });
      }
      const none = await send(app, 'GET', billingInvoicePdfPath(crypto.randomUUID()), teacher);
      expect(none.statusCode).toBe(404);
      // Nothing was rendered for the refused reads.
      const stored = await app.db
        .selectFrom('billing_invoices')
        .select('storage_key')
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(stored.storage_key).toBeNull();
    });

    it('on a school account: its teachers read its quotes, its administrators request them', async () => {
      const schoolId = await insertSchool(app, {
        name: unique('St. Brigid'),
        address_1: '400 Mission Road',
        city: 'Saint Paul',
        zip: '55104',
        state_code: 'MN',
      });
      const accountId = await insertSchoolAccount(app, {
        schoolId,
        name: 'St. Brigid Academy',
        billingEmail: 'office@stbrigid.example',
      });
      const administrator = await signedInUser(app, 'teacher', { schoolId });
      const colleague = await signedInUser(app, 'teacher', { schoolId });
      await joinBillingAccount(app, accountId, administrator.id, 'manager');
      await joinBillingAccount(app, accountId, colleague.id);
      // A teacher who only gave the school's name is no member: the school's documents stay closed.
      const stranger = await signedInUser(app, 'teacher', { schoolId, schoolAdmin: true });
      const refused = await send(app, 'POST', BILLING_API.quotes, colleague, { period: 'year' });
      expect(refused.statusCode).toBe(403);
      const { quote } = await requestQuote(administrator, { seats: 120, period: 'year' });
      expect(quote.totalCents).toBe(120_000);
      expect((await send(app, 'GET', quote.pdfUrl, stranger)).statusCode).toBe(404);
      const read = await send(app, 'GET', quote.pdfUrl, colleague);
      expect(read.statusCode).toBe(200);
      const text = readPdf(read.rawPayload).pages.join(' ');
      expect(text).toContain('St. Brigid Academy');
      expect(text).toContain('Saint Paul, MN 55104');
      expect(text).toContain('$1,200.00');
    });
  });
}

describe('billing documents in production without Lectio’s billing details', () => {
  it('refuses to print rather than print placeholders', async () => {
    const database = testDatabases()[0]!;
    const app = await buildTestApp(await database.create(), { NODE_ENV: 'production' });
    try {
      const teacher = await signedInUser(app);
      const response = await send(app, 'POST', BILLING_API.quotes, teacher, { period: 'year' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        errors: { billing: BILLING_DOCUMENT_MESSAGES.unavailable },
      });
    } finally {
      await app.close();
      await database.dropAll();
    }
  });
});
