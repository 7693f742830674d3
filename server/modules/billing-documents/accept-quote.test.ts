import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSwitchPeriod } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { BILLING_DOCUMENT_MESSAGES as MESSAGES } from '../../../common/copy/billing-documents';
import {
  BILLING_API,
  billingQuoteAcceptPath,
  type BillingQuote,
} from '../../../common/schemas/billing';
import type { LocalBillingProvider } from '../../adapters/billing/local';
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
  insertSchoolAccount,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { readPdf } from '../fulfilment/testing/read-book-pdf';

const DAY_MS = 24 * 60 * 60 * 1000;

interface AcceptAnswer {
  quote: BillingQuote;
  invoice: {
    id: string;
    number: string;
    status: string;
    totalCents: number;
    issuedAt: string;
    dueAt: string | null;
    poNumber: string | null;
    pdfUrl: string | null;
  } | null;
}

/**
 * A school pays by quote and purchase order (issue 16, point 5): entering the PO accepts the
 * quote once, Standard is active on acceptance (not on payment), collected by invoice, and the
 * first invoice is open, Net-30, with the PO printed on it; a tax-exempt school is marked so.
 */
for (const database of testDatabases()) {
  describe(`accepting a quote with a PO on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher with 7 students in one class, and a quote for them. */
    async function quoted(period: 'month' | 'year' = 'year') {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 9');
      for (let index = 0; index < 7; index += 1) {
        await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      }
      const made = await send(app, 'POST', BILLING_API.quotes, teacher, { period });
      expect(made.statusCode).toBe(200);
      return { teacher, classId, quote: (made.json() as { quote: BillingQuote }).quote };
    }

    const accept = (caller: Caller | undefined, quoteId: string, body: unknown) =>
      send(app, 'POST', billingQuoteAcceptPath(quoteId), caller, body);

    const accountOf = (userId: string) =>
      app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();

    const invoicesOf = (accountId: string) =>
      app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('account_id', '=', accountId)
        .execute();

    it('makes Standard active on acceptance, with one open Net-30 invoice carrying the PO', async () => {
      const { teacher, quote } = await quoted('year');
      const response = await accept(teacher, quote.id, { poNumber: 'PO-4471' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as AcceptAnswer;
      expect(answer.quote).toMatchObject({ status: 'accepted', poNumber: 'PO-4471' });
      expect(answer.invoice).toMatchObject({
        status: 'open',
        poNumber: 'PO-4471',
        totalCents: 7000,
      });
      expect(answer.invoice!.number).toMatch(/^INV-\d{4}-\d{4}$/);
      const net = Date.parse(answer.invoice!.dueAt!) - Date.parse(answer.invoice!.issuedAt);
      expect(net).toBe(30 * DAY_MS);

      const account = await accountOf(teacher.id);
      expect(account).toMatchObject({
        plan: 'standard',
        status: 'active',
        period: 'year',
        collection_method: 'send_invoice',
        po_number: 'PO-4471',
        seats_billed: 7,
      });
      const invoices = await invoicesOf(account.id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        status: 'open',
        kind: 'quote',
        collection_method: 'send_invoice',
        po_number: 'PO-4471',
      });

      // The billing page reads the same: Standard active, the invoice open with its PO and PDF.
      const page = await send(app, 'GET', BILLING_API.account, teacher);
      const view = page.json() as {
        account: { plan: string; status: string; poNumber: string | null };
        invoices: { number: string; status: string; poNumber: string | null; pdfUrl: string }[];
      };
      expect(view.account).toMatchObject({
        plan: 'standard',
        status: 'active',
        poNumber: 'PO-4471',
      });
      expect(view.invoices).toEqual([
        expect.objectContaining({
          number: answer.invoice!.number,
          status: 'open',
          poNumber: 'PO-4471',
          pdfUrl: answer.invoice!.pdfUrl,
        }),
      ]);
      const list = await send(app, 'GET', BILLING_API.quotes, teacher);
      expect((list.json() as { quotes: BillingQuote[] }).quotes[0]).toMatchObject({
        status: 'accepted',
        poNumber: 'PO-4471',
      });
    });

    it('refuses to switch a PO account to monthly (409), and its billing answer offers no switch', async () => {
      const { teacher, quote } = await quoted('year');
      expect((await accept(teacher, quote.id, { poNumber: 'PO-ANNUAL' })).statusCode).toBe(200);
      const refused = await send(app, 'POST', BILLING_API.period, teacher, { period: 'month' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.period).toBe(BILLING_MESSAGES.invoicedIsAnnual);
      const account = await accountOf(teacher.id);
      expect(account).toMatchObject({ period: 'year', collection_method: 'send_invoice' });
      const view = await send(app, 'GET', BILLING_API.account, teacher);
      expect(canSwitchPeriod(view.json().account.collectionMethod)).toBe(false);
    });

    it('accepts a quote once when two clicks race: one subscription, one invoice', async () => {
      const { teacher, quote } = await quoted('month');
      const answers = await Promise.all(
        [1, 2, 3].map(() => accept(teacher, quote.id, { poNumber: 'PO-77' })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toEqual({ errors: { quote: MESSAGES.quoteAccepted } });
      const account = await accountOf(teacher.id);
      expect(await invoicesOf(account.id)).toHaveLength(1);
      const subscriptions = await app.db
        .selectFrom('local_billing_subscriptions')
        .select('id')
        .where('account_id', '=', account.id)
        .execute();
      expect(subscriptions).toHaveLength(1);
      // And later, again: still refused, nothing new.
      const again = await accept(teacher, quote.id, { poNumber: 'PO-78' });
      expect(again.statusCode).toBe(409);
      expect(await invoicesOf(account.id)).toHaveLength(1);
      expect((await accountOf(teacher.id)).po_number).toBe('PO-77');
    });

    it('prints the PO on the renewal invoice too, again Net-30', async () => {
      const { teacher, quote } = await quoted('month');
      expect((await accept(teacher, quote.id, { poNumber: 'PO-RENEW' })).statusCode).toBe(200);
      const account = await accountOf(teacher.id);
      await (app.billing as LocalBillingProvider).advance(
        new Date(Date.parse(account.current_period_end!) + 60_000),
      );
      const invoices = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('account_id', '=', account.id)
        .orderBy('issued_at')
        .execute();
      expect(invoices).toHaveLength(2);
      const renewal = invoices[1]!;
      expect(renewal).toMatchObject({ status: 'open', po_number: 'PO-RENEW' });
      expect(Date.parse(renewal.due_at!) - Date.parse(renewal.issued_at)).toBe(30 * DAY_MS);
      expect((await accountOf(teacher.id)).status).toBe('active');
    });

    it('refuses an expired quote and changes nothing', async () => {
      const { teacher, quote } = await quoted();
      await app.db
        .updateTable('billing_quotes')
        .set({ valid_until: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', quote.id)
        .execute();
      const response = await accept(teacher, quote.id, { poNumber: 'PO-1' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: { quote: MESSAGES.quoteExpired } });
      const account = await accountOf(teacher.id);
      expect(account).toMatchObject({ plan: 'small', po_number: null });
      expect(await invoicesOf(account.id)).toHaveLength(0);
      const row = await app.db
        .selectFrom('billing_quotes')
        .select(['status', 'po_number'])
        .where('id', '=', quote.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'open', po_number: null });
    });

    it('answers 404 to a stranger, a co-teacher and a parent, and 401 signed out', async () => {
      const { teacher, classId, quote } = await quoted();
      const stranger = await signedInUser(app);
      const coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      const parent = await signedInUser(app, 'parent');
      for (const caller of [stranger, coTeacher, parent]) {
        const response = await accept(caller, quote.id, { poNumber: 'PO-9' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: { billing: MESSAGES.quoteNotFound } });
      }
      expect((await accept(stranger, crypto.randomUUID(), { poNumber: 'PO-9' })).statusCode).toBe(
        404,
      );
      expect((await accept(undefined, quote.id, { poNumber: 'PO-9' })).statusCode).toBe(401);
      expect((await accountOf(teacher.id)).plan).toBe('small');
    });

    it('lets a school’s administrator accept its quote, and refuses its other teachers (403)', async () => {
      const administrator = await signedInUser(app);
      const colleague = await signedInUser(app);
      const schoolId = await insertSchool(app, {
        name: 'St. Anselm School',
        address_1: '12 Priory Lane',
        city: 'Dayton',
        zip: '45402',
        state_code: 'OH',
      });
      await app.db
        .updateTable('users')
        .set({ school_id: schoolId })
        .where('id', 'in', [administrator.id, colleague.id])
        .execute();
      const accountId = await insertSchoolAccount(app, { schoolId, name: 'St. Anselm School' });
      await joinBillingAccount(app, accountId, administrator.id, 'manager');
      await joinBillingAccount(app, accountId, colleague.id);
      const made = await send(app, 'POST', BILLING_API.quotes, administrator, {
        seats: 40,
        period: 'year',
      });
      expect(made.statusCode).toBe(200);
      const quote = (made.json() as { quote: BillingQuote }).quote;

      const refused = await accept(colleague, quote.id, { poNumber: 'PO-S1' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errors: { billing: MESSAGES.notManagerAccept } });
      const accepted = await accept(administrator, quote.id, { poNumber: 'PO-S1' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const school = await app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      expect(school).toMatchObject({
        plan: 'standard',
        status: 'active',
        seats_billed: 40,
        po_number: 'PO-S1',
      });
    });

    it('answers bad input with field errors, never a 500', async () => {
      const { teacher, quote } = await quoted();
      for (const body of [
        {},
        { poNumber: '' },
        { poNumber: '   ' },
        { poNumber: 'x'.repeat(61) },
        { poNumber: 'PO-1', taxExempt: { certificate: '' } },
        { poNumber: 'PO-1', taxExempt: true },
      ]) {
        const response = await accept(teacher, quote.id, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
    });

    it('marks a tax-exempt school, and its invoice PDF prints the PO and "Tax exempt"', async () => {
      const { teacher, quote } = await quoted();
      const response = await accept(teacher, quote.id, {
        poNumber: 'PO-2027-118',
        taxExempt: { certificate: 'MN-ST3-55012' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { invoice } = response.json() as AcceptAnswer;
      const account = await accountOf(teacher.id);
      expect(account).toMatchObject({ tax_exempt: 1, tax_exempt_certificate: 'MN-ST3-55012' });
      const pdf = await send(app, 'GET', invoice!.pdfUrl!, teacher);
      expect(pdf.statusCode).toBe(200);
      const text = readPdf(pdf.rawPayload).pages.join(' ');
      expect(text).toContain(invoice!.number);
      expect(text).toContain('PO-2027-118');
      expect(text.toLowerCase()).toContain('tax exempt');

      // Without the exemption, the invoice says nothing of tax.
      const plain = await quoted();
      const plainAnswer = (
        await accept(plain.teacher, plain.quote.id, { poNumber: 'PO-5' })
      ).json() as AcceptAnswer;
      const plainPdf = await send(app, 'GET', plainAnswer.invoice!.pdfUrl!, plain.teacher);
      const plainText = readPdf(plainPdf.rawPayload).pages.join(' ');
      expect(plainText).toContain('PO-5');
      expect(plainText.toLowerCase()).not.toContain('tax exempt');
    });

    it('replaces a trial: the trialing account is active on the PO', async () => {
      const { teacher, quote } = await quoted();
      expect((await send(app, 'POST', BILLING_API.trial, teacher, {})).statusCode).toBe(200);
      expect((await accountOf(teacher.id)).status).toBe('trialing');
      const response = await accept(teacher, quote.id, { poNumber: 'PO-T' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await accountOf(teacher.id)).toMatchObject({
        plan: 'standard',
        status: 'active',
        collection_method: 'send_invoice',
        trial_ends_at: null,
      });
    });

    it('refuses an account that already pays for Standard', async () => {
      const { teacher, quote } = await quoted();
      await app.db
        .updateTable('billing_accounts')
        .set({ plan: 'standard', status: 'active' })
        .where('user_id', '=', teacher.id)
        .execute();
      const response = await accept(teacher, quote.id, { poNumber: 'PO-X' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: { quote: MESSAGES.alreadyStandard } });
    });
  });
}
