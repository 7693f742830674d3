import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_DESK_CSV, BILLING_DESK_MESSAGES as M } from '../../../common/copy/billing-desk';
import {
  BILLING_DESK_API,
  type BillingDeskAccountAnswer,
  type BillingDeskActionAnswer,
  type BillingDeskListAnswer,
} from '../../../common/schemas/billing-desk';
import { testDatabases } from '../../../tests/support/databases';
import {
  send,
  signedInAdmin,
  signedInUser,
  unique,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  daysAgo,
  insertBillingAccount,
  insertBillingInvoice,
  testInvoiceNumber,
} from './testing/billing-rows';

const DAY_MS = 86_400_000;
const key = () => crypto.randomUUID();

for (const database of testDatabases()) {
  describe(`the staff billing desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let teacher: Caller;
    /** A word only this file's accounts carry, so searches see nothing else. */
    const tag = unique('Desk').toLowerCase();

    const list = async (query: Record<string, string | number>) => {
      const response = await send(
        app,
        'GET',
        `${BILLING_DESK_API.accounts}?${new URLSearchParams(
          Object.entries(query).map(([name, value]) => [name, String(value)]),
        )}`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as BillingDeskListAnswer;
    };
    const detail = async (id: string) => {
      const response = await send(app, 'GET', BILLING_DESK_API.account(id), admin);
      expect(response.statusCode).toBe(200);
      return response.json() as BillingDeskAccountAnswer;
    };
    const account = (id: string) =>
      app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const auditRows = (id: string) =>
      app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('target_type', '=', 'billing_account')
        .where('target_id', '=', id)
        .execute();

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      admin = await signedInAdmin(app);
      teacher = await signedInUser(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('refuses everyone but staff on every route: 401 signed out, 403 for a teacher', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} refusals` });
      const invoiceId = await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 1000,
      });
      const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
        ['GET', BILLING_DESK_API.accounts],
        ['GET', BILLING_DESK_API.csv],
        ['GET', BILLING_DESK_API.account(id)],
        ['POST', BILLING_DESK_API.extendTrial(id), { key: key(), reason: 'x', days: 5 }],
        ['POST', BILLING_DESK_API.credit(id), { key: key(), reason: 'x', cents: 100 }],
        [
          'POST',
          BILLING_DESK_API.offlinePayment(id, invoiceId),
          { key: key(), reason: 'x', method: 'check', reference: '1' },
        ],
      ];
      for (const [method, url, body] of calls) {
        const signedOut = await send(app, method, url, undefined, body);
        expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
        const refused = await send(app, method, url, teacher, body);
        expect(refused.statusCode, `${method} ${url} as a teacher`).toBe(403);
        expect(refused.json()).toEqual({ errors: { session: M.forbidden } });
      }
      // Nothing changed, nothing was audited.
      expect((await account(id)).credit_cents).toBe(0);
      expect(await auditRows(id)).toHaveLength(0);
    });

    it('searches by name, email, PO and invoice number; filters; overdue first; 25 a page', async () => {
      // Tests run in a shuffled order: this one's own word.
      const tag = unique('search').toLowerCase();
      const [lateFirst, lateSecond] = [testInvoiceNumber(), testInvoiceNumber()];
      const late = await insertBillingAccount(app.db, {
        name: `${tag} St Anne School`,
        email: `bursar@${tag}.example.org`,
        status: 'past_due',
        poNumber: `PO-${tag}-77`,
      });
      await insertBillingInvoice(app.db, {
        accountId: late,
        number: lateFirst,
        totalCents: 12_000,
        dueAt: daysAgo(12),
      });
      await insertBillingInvoice(app.db, {
        accountId: late,
        number: lateSecond,
        totalCents: 3_000,
        dueAt: daysAgo(3),
      });
      // Paid invoices count neither to the balance nor as overdue.
      await insertBillingInvoice(app.db, {
        accountId: late,
        number: testInvoiceNumber(),
        totalCents: 5_000,
        status: 'paid',
        dueAt: daysAgo(40),
      });
      const later = await insertBillingAccount(app.db, {
        name: `${tag} Zeta Parish`,
        kind: 'parish',
        status: 'paused',
      });
      await insertBillingInvoice(app.db, {
        accountId: later,
        number: testInvoiceNumber(),
        totalCents: 900,
        dueAt: daysAgo(31),
        poNumber: `IPO-${tag}`,
      });
      const small = await insertBillingAccount(app.db, {
        name: `${tag} Aaron Small`,
        kind: 'teacher',
        plan: 'small',
        status: 'free',
      });

      const all = await list({ q: tag });
      expect(all.total).toBe(3);
      // Overdue first (the oldest due date first), then by name.
      expect(all.accounts.map((row) => row.id)).toEqual([later, late, small]);
      const lateRow = all.accounts[1]!;
      expect(lateRow).toMatchObject({
        kind: 'school',
        ownerEmail: `bursar@${tag}.example.org`,
        balanceCents: 15_000,
        overdueInvoices: 2,
        oldestOverdueDays: 12,
        openQuotes: 0,
        poNumber: `PO-${tag}-77`,
        status: 'past_due',
      });
      expect(all.accounts[2]).toMatchObject({ balanceCents: 0, overdueInvoices: 0 });
      expect(all.accounts[2]!.oldestOverdueDays).toBeNull();

      const ids = async (query: Record<string, string>) =>
        (await list(query)).accounts.map((row) => row.id);
      expect(await ids({ q: `BURSAR@${tag}` })).toEqual([late]);
      expect(await ids({ q: `po-${tag}-77` })).toEqual([late]);
      expect(await ids({ q: lateSecond.toLowerCase() })).toEqual([late]);
      expect(await ids({ q: `ipo-${tag}` })).toEqual([later]);
      expect(await ids({ q: `${tag} zeta` })).toEqual([later]);
      expect(await ids({ q: tag, status: 'paused' })).toEqual([later]);
      expect(await ids({ q: tag, plan: 'small' })).toEqual([small]);
      expect(await ids({ q: tag, overdue: 'yes' })).toEqual([later, late]);
      expect(await ids({ q: tag, overdue: 'no' })).toEqual([small]);
      // Wildcards are text: "%" matches nothing rather than everything.
      expect((await list({ q: `${tag}%` })).total).toBe(0);

      const bad = await send(app, 'GET', `${BILLING_DESK_API.accounts}?status=gone`, admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('errors');
    });

    it('pages 25 at a time', async () => {
      const pager = unique('pager').toLowerCase();
      for (let index = 0; index < 27; index += 1) {
        await insertBillingAccount(app.db, { name: `${pager} ${String(index).padStart(2, '0')}` });
      }
      const first = await list({ q: pager });
      expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
      expect(first.accounts).toHaveLength(25);
      expect(first.accounts[0]!.name).toBe(`${pager} 00`);
      const second = await list({ q: pager, page: 2 });
      expect(second.accounts.map((row) => row.name)).toEqual([`${pager} 25`, `${pager} 26`]);
    });

    it('exports the filtered accounts as CSV, safe for spreadsheets', async () => {
      const csvTag = unique('csv').toLowerCase();
      const id = await insertBillingAccount(app.db, {
        name: `=HYPERLINK("http://x") ${csvTag}`,
        email: `+ops@${csvTag}.example.org`,
        poNumber: '-PO, "1"',
        status: 'past_due',
        seats: 12,
        taxExemptCertificate: 'EX-2291',
      });
      await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 12_050,
        dueAt: daysAgo(8),
      });
      await insertBillingAccount(app.db, { name: `Other ${csvTag}`, status: 'active' });

      const response = await send(
        app,
        'GET',
        `${BILLING_DESK_API.csv}?q=${csvTag}&status=past_due`,
        admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="lectio-billing-accounts-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(BILLING_DESK_CSV.header.join(','));
      expect(lines).toHaveLength(3); // header, one account, the final line end
      expect(lines[1]).toBe(
        [
          id,
          `"'=HYPERLINK(""http://x"") ${csvTag}"`,
          'School',
          `'+ops@${csvTag}.example.org`,
          'Standard',
          'Past due',
          'Annual',
          '12',
          '12',
          '120.50',
          '0.00',
          '1',
          '8',
          '0',
          `"'-PO, ""1"""`,
          '',
          'Yes',
          'EX-2291',
        ].join(','),
      );
    });

    it('shows one account with its invoices and lines; 404 for an unknown one', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} detail`, status: 'past_due' });
      const invoiceId = await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 6_000,
        dueAt: daysAgo(5),
      });
      const answer = await detail(id);
      expect(answer.account).toMatchObject({ id, balanceCents: 6_000, overdueInvoices: 1 });
      expect(answer.invoices).toEqual([
        expect.objectContaining({
          id: invoiceId,
          status: 'open',
          overdueDays: 5,
          lines: [
            {
              description: 'Standard, annual: seats',
              quantity: 1,
              unitCents: 6_000,
              amountCents: 6_000,
            },
          ],
        }),
      ]);
      expect(answer.quotes).toEqual([]);
      expect(answer.audit).toEqual([]);
      expect(answer.account).toMatchObject({ taxExempt: false, taxExemptCertificate: null });
      const exempt = await insertBillingAccount(app.db, {
        name: `${tag} exempt`,
        taxExemptCertificate: 'EX-77',
      });
      expect((await detail(exempt)).account).toMatchObject({
        taxExempt: true,
        taxExemptCertificate: 'EX-77',
      });
      const missing = await send(app, 'GET', BILLING_DESK_API.account('no-such-account'), admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ errors: { account: M.accountNotFound } });
    });

    it('extends a trial once per key, audited with before and after', async () => {
      const ends = new Date(Date.now() + 3 * DAY_MS).toISOString();
      const id = await insertBillingAccount(app.db, {
        name: `${tag} trial`,
        status: 'trialing',
        trialEndsAt: ends,
      });
      const body = { key: key(), reason: 'Board meets next week', days: 10 };
      const first = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, body);
      expect(first.statusCode).toBe(200);
      const answer = first.json() as BillingDeskActionAnswer;
      expect(answer.replayed).toBe(false);
      const until = new Date(Date.parse(ends) + 10 * DAY_MS).toISOString();
      expect(answer.account.trialEndsAt).toBe(until);
      expect(answer.audit).toHaveLength(1);
      expect(answer.audit[0]).toMatchObject({
        action: 'billing.trial_extended',
        reason: 'Board meets next week',
      });

      const again = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, body);
      expect(again.statusCode).toBe(200);
      expect((again.json() as BillingDeskActionAnswer).replayed).toBe(true);
      expect((await account(id)).trial_ends_at).toBe(until);
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.actor_id).toBe(admin.id);
      expect(JSON.parse(rows[0]!.details!)).toMatchObject({
        key: body.key,
        days: 10,
        before: { status: 'trialing', trialEndsAt: ends },
        after: { status: 'trialing', trialEndsAt: until },
      });
    });

    it('extends the trial of an account paused after it, from today; refuses other statuses', async () => {
      const id = await insertBillingAccount(app.db, {
        name: `${tag} paused trial`,
        status: 'paused',
        trialEndsAt: daysAgo(4),
        pausedAt: daysAgo(4),
      });
      const before = Date.now();
      const done = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, {
        key: key(),
        reason: 'Waiting on the PO',
        days: 7,
      });
      expect(done.statusCode).toBe(200);
      const row = await account(id);
      expect(row.status).toBe('trialing');
      expect(row.paused_at).toBeNull();
      expect(Date.parse(row.trial_ends_at!)).toBeGreaterThanOrEqual(before + 7 * DAY_MS);

      for (const status of ['active', 'free', 'canceled'] as const) {
        const other = await insertBillingAccount(app.db, { name: `${tag} ${status}`, status });
        const refused = await send(app, 'POST', BILLING_DESK_API.extendTrial(other), admin, {
          key: key(),
          reason: 'x',
          days: 7,
        });
        expect(refused.statusCode, status).toBe(409);
        expect(refused.json()).toEqual({ errors: { days: M.trialNotExtendable } });
      }
      // Paused for an overdue invoice, not after a trial: paying is the way back.
      const overdue = await insertBillingAccount(app.db, {
        name: `${tag} paused overdue`,
        status: 'paused',
        trialEndsAt: daysAgo(90),
        pastDueSince: daysAgo(31),
        pausedAt: daysAgo(1),
      });
      const refused = await send(app, 'POST', BILLING_DESK_API.extendTrial(overdue), admin, {
        key: key(),
        reason: 'x',
        days: 7,
      });
      expect(refused.statusCode).toBe(409);
      expect(await auditRows(overdue)).toHaveLength(0);
    });

    it('refuses trial extensions of 0 or 61 days, and actions without a reason', async () => {
      const id = await insertBillingAccount(app.db, {
        name: `${tag} trial bounds`,
        status: 'trialing',
        trialEndsAt: new Date(Date.now() + DAY_MS).toISOString(),
      });
      for (const days of [0, 61, 1.5, -3]) {
        const refused = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, {
          key: key(),
          reason: 'x',
          days,
        });
        expect(refused.statusCode, String(days)).toBe(400);
        expect(refused.json().errors.days).toBe(M.daysRange);
      }
      const noReason = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, {
        key: key(),
        reason: '   ',
        days: 3,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toBe(M.reasonRequired);
      const sixty = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, {
        key: key(),
        reason: 'The longest extension',
        days: 60,
      });
      expect(sixty.statusCode).toBe(200);
    });

    it('applies a credit once per key, even sent five times at once', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} credit` });
      const body = { key: key(), reason: 'Outage on 3 March', cents: 2_500 };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          send(app, 'POST', BILLING_DESK_API.credit(id), admin, body),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(
        answers.filter((answer) => !(answer.json() as BillingDeskActionAnswer).replayed),
      ).toHaveLength(1);
      expect((await account(id)).credit_cents).toBe(2_500);
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.action).toBe('billing.credit_applied');
      expect(JSON.parse(rows[0]!.details!)).toMatchObject({
        reason: 'Outage on 3 March',
        cents: 2_500,
        before: { creditCents: 0 },
        after: { creditCents: 2_500 },
      });

      // A new key is a new credit: they add up.
      const more = await send(app, 'POST', BILLING_DESK_API.credit(id), admin, {
        ...body,
        key: key(),
        cents: 1_000_000,
      });
      expect(more.statusCode).toBe(200);
      expect((more.json() as BillingDeskActionAnswer).account.creditCents).toBe(1_002_500);
      expect(await auditRows(id)).toHaveLength(2);

      // The same key for another change is refused, not silently replayed.
      const reused = await send(app, 'POST', BILLING_DESK_API.extendTrial(id), admin, {
        key: body.key,
        reason: 'x',
        days: 3,
      });
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ errors: { key: M.keyReused } });
    });

    it('refuses a negative, zero, fractional or too large credit', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} credit bounds` });
      for (const [cents, message] of [
        [-100, M.creditPositive],
        [0, M.creditPositive],
        [10.5, M.creditPositive],
        [1_000_001, M.creditTooLarge],
      ] as const) {
        const refused = await send(app, 'POST', BILLING_DESK_API.credit(id), admin, {
          key: key(),
          reason: 'x',
          cents,
        });
        expect(refused.statusCode, String(cents)).toBe(400);
        expect(refused.json().errors.cents).toBe(message);
      }
      const unknown = await send(app, 'POST', BILLING_DESK_API.credit('no-such-account'), admin, {
        key: key(),
        reason: 'x',
        cents: 100,
      });
      expect(unknown.statusCode).toBe(404);
      expect((await account(id)).credit_cents).toBe(0);
      expect(await auditRows(id)).toHaveLength(0);
    });

    it('marks an overdue invoice paid by check, and the paused account is active again', async () => {
      const id = await insertBillingAccount(app.db, {
        name: `${tag} paused school`,
        status: 'paused',
        pastDueSince: daysAgo(35),
        pausedAt: daysAgo(5),
      });
      const number = testInvoiceNumber();
      const invoiceId = await insertBillingInvoice(app.db, {
        accountId: id,
        number,
        totalCents: 24_000,
        dueAt: daysAgo(35),
      });
      const body = { key: key(), reason: 'Check arrived', method: 'check', reference: '10442' };
      const paid = await send(
        app,
        'POST',
        BILLING_DESK_API.offlinePayment(id, invoiceId),
        admin,
        body,
      );
      expect(paid.statusCode).toBe(200);
      const answer = paid.json() as BillingDeskActionAnswer;
      expect(answer.replayed).toBe(false);
      expect(answer.account).toMatchObject({
        status: 'active',
        pausedAt: null,
        pastDueSince: null,
        balanceCents: 0,
        overdueInvoices: 0,
      });
      expect(answer.invoices[0]).toMatchObject({
        status: 'paid',
        paidVia: 'check',
        amountPaidCents: 24_000,
        overdueDays: null,
      });
      expect(answer.audit[0]!.summary).toContain('10442');

      const again = await send(
        app,
        'POST',
        BILLING_DESK_API.offlinePayment(id, invoiceId),
        admin,
        body,
      );
      expect(again.statusCode).toBe(200);
      expect((again.json() as BillingDeskActionAnswer).replayed).toBe(true);
      const rows = await auditRows(id);
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]!.details!)).toMatchObject({
        invoiceNumber: number,
        method: 'check',
        reference: '10442',
        amountCents: 24_000,
        before: { status: 'paused', invoiceStatus: 'open' },
        after: { status: 'active', invoiceStatus: 'paid' },
      });

      // Paid already: a new key is refused with 409, and nothing is audited.
      const twice = await send(app, 'POST', BILLING_DESK_API.offlinePayment(id, invoiceId), admin, {
        ...body,
        key: key(),
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ errors: { invoice: M.invoiceAlreadyPaid } });
      expect(await auditRows(id)).toHaveLength(1);
    });

    it('keeps an account past due while another invoice of it is still overdue', async () => {
      const id = await insertBillingAccount(app.db, {
        name: `${tag} two late`,
        status: 'past_due',
        pastDueSince: daysAgo(20),
      });
      const older = await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 1_000,
        dueAt: daysAgo(20),
      });
      await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 2_000,
        dueAt: daysAgo(2),
      });
      const paid = await send(app, 'POST', BILLING_DESK_API.offlinePayment(id, older), admin, {
        key: key(),
        reason: 'ACH received',
        method: 'ach',
        reference: 'ACH-99',
      });
      expect(paid.statusCode).toBe(200);
      expect((paid.json() as BillingDeskActionAnswer).account).toMatchObject({
        status: 'past_due',
        balanceCents: 2_000,
        overdueInvoices: 1,
      });
    });

    it('shows quotes, and counts open ones still valid', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} quotes` });
      const quote = (number: string, status: 'open' | 'accepted' | 'expired', validDays: number) =>
        app.db
          .insertInto('billing_quotes')
          .values({
            id: crypto.randomUUID(),
            account_id: id,
            number,
            seats: 30,
            period: 'year',
            lines: '[]',
            total_cents: 30_000,
            valid_until: new Date(Date.now() + validDays * DAY_MS).toISOString(),
            status,
            po_number: status === 'accepted' ? 'PO-Q1' : null,
            accepted_at: null,
            accepted_by: null,
            storage_key: null,
            created_by: null,
            created_at: new Date().toISOString(),
          })
          .execute();
      await quote(`Q-T${tag.slice(-8)}1`, 'open', 20);
      await quote(`Q-T${tag.slice(-8)}2`, 'open', -1);
      await quote(`Q-T${tag.slice(-8)}3`, 'accepted', 10);
      const answer = await detail(id);
      expect(answer.quotes).toHaveLength(3);
      expect(answer.account.openQuotes).toBe(1);
      expect((await list({ q: `${tag} quotes` })).accounts[0]!.openQuotes).toBe(1);
    });

    it('refuses unknown invoices, another account’s invoice, void ones and bad methods', async () => {
      const id = await insertBillingAccount(app.db, { name: `${tag} refusals 2` });
      const other = await insertBillingAccount(app.db, { name: `${tag} other` });
      const theirs = await insertBillingInvoice(app.db, {
        accountId: other,
        number: testInvoiceNumber(),
        totalCents: 1_000,
      });
      const voided = await insertBillingInvoice(app.db, {
        accountId: id,
        number: testInvoiceNumber(),
        totalCents: 1_000,
        status: 'void',
      });
      const pay = (invoiceId: string, fields: Record<string, unknown> = {}) =>
        send(app, 'POST', BILLING_DESK_API.offlinePayment(id, invoiceId), admin, {
          key: key(),
          reason: 'x',
          method: 'bank_transfer',
          reference: 'WIRE-1',
          ...fields,
        });
      for (const invoiceId of ['no-such-invoice', theirs]) {
        const missing = await pay(invoiceId);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ errors: { invoice: M.invoiceNotFound } });
      }
      const notOpen = await pay(voided);
      expect(notOpen.statusCode).toBe(409);
      expect(notOpen.json()).toEqual({ errors: { invoice: M.invoiceNotOpen } });
      expect((await pay(voided, { method: 'card' })).statusCode).toBe(400);
      const noReference = await pay(voided, { reference: ' ' });
      expect(noReference.statusCode).toBe(400);
      expect(noReference.json().errors.reference).toBe(M.referenceRequired);
      expect(await auditRows(id)).toHaveLength(0);
      const invoice = await app.db
        .selectFrom('billing_invoices')
        .select('status')
        .where('id', '=', theirs)
        .executeTakeFirstOrThrow();
      expect(invoice.status).toBe('open');
    });
  });
}
