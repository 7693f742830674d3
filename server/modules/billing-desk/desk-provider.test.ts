import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_API,
  billingQuoteAcceptPath,
  type BillingQuote,
} from '../../../common/schemas/billing';
import {
  BILLING_DESK_API,
  type BillingDeskActionAnswer,
} from '../../../common/schemas/billing-desk';
import type { LocalBillingProvider } from '../../adapters/billing/local';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  send,
  signedInAdmin,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { raiseInvoice } from '../billing/subscription';

const DAY_MS = 86_400_000;
const key = () => crypto.randomUUID();

/**
 * The staff billing desk through the billing provider (issue 16, point 6): an offline payment
 * is `paid_out_of_band` at the provider, a trial is extended on the provider's subscription, and
 * a credit comes off the next invoice the lifecycle raises. The provider is called outside the
 * desk's transaction (on SQLite a call inside would deadlock), a repeated key changes nothing,
 * and a failed provider call releases the key.
 */
for (const database of testDatabases()) {
  describe(`the billing desk through the provider on ${database.name}`, () => {
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

    const local = () => app.billing as LocalBillingProvider;
    const accountOf = (userId: string) =>
      app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    const auditCount = async (accountId: string) =>
      (
        await app.db
          .selectFrom('audit_log')
          .select('id')
          .where('target_type', '=', 'billing_account')
          .where('target_id', '=', accountId)
          .execute()
      ).length;

    /** A teacher with 7 students and a yearly quote for them. */
    async function quoted() {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 11');
      for (let index = 0; index < 7; index += 1) {
        await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      }
      const made = await send(app, 'POST', BILLING_API.quotes, teacher, { period: 'year' });
      return { teacher, quote: (made.json() as { quote: BillingQuote }).quote };
    }
    const acceptPo = async (teacher: Caller, quote: BillingQuote, po: string) => {
      const response = await send(app, 'POST', billingQuoteAcceptPath(quote.id), teacher, {
        poNumber: po,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { invoice: { id: string; totalCents: number } }).invoice;
    };

    it('marks a PO invoice paid at the provider, once per key, audited', async () => {
      const { teacher, quote } = await quoted();
      const invoice = await acceptPo(teacher, quote, 'PO-DESK-1');
      const account = await accountOf(teacher.id);
      const body = { key: key(), reason: 'Check arrived', method: 'check', reference: '5512' };
      const path = BILLING_DESK_API.offlinePayment(account.id, invoice.id);
      const first = await send(app, 'POST', path, admin, body);
      expect(first.statusCode, first.body).toBe(200);
      expect((first.json() as BillingDeskActionAnswer).replayed).toBe(false);

      const row = await app.db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', paid_via: 'check', amount_paid_cents: 7000 });
      const atProvider = await app.db
        .selectFrom('local_billing_invoices')
        .select(['status', 'paid_out_of_band'])
        .where('id', '=', row.provider_invoice_id!)
        .executeTakeFirstOrThrow();
      expect(atProvider).toEqual({ status: 'paid', paid_out_of_band: 1 });
      expect((await accountOf(teacher.id)).status).toBe('active');
      expect(await auditCount(account.id)).toBe(1);

      const again = await send(app, 'POST', path, admin, body);
      expect(again.statusCode).toBe(200);
      expect((again.json() as BillingDeskActionAnswer).replayed).toBe(true);
      expect(await auditCount(account.id)).toBe(1);
    });

    it('extends a paused trial on the provider’s subscription, then the account follows', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, 'Theology 12');
      await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      expect((await send(app, 'POST', BILLING_API.trial, teacher, {})).statusCode).toBe(200);
      const started = await accountOf(teacher.id);
      await local().advance(new Date(Date.parse(started.trial_ends_at!) + DAY_MS));
      expect((await accountOf(teacher.id)).status).toBe('paused');

      const body = { key: key(), reason: 'Board meets next week', days: 10 };
      const response = await send(
        app,
        'POST',
        BILLING_DESK_API.extendTrial(started.id),
        admin,
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
      const subscription = await app.db
        .selectFrom('local_billing_subscriptions')
        .select(['status', 'trial_end'])
        .where('id', '=', started.provider_subscription_id!)
        .executeTakeFirstOrThrow();
      expect(subscription.status).toBe('trialing');
      // From the trial's end (still ahead on the desk's clock), 10 days more.
      expect(subscription.trial_end).toBe(
        new Date(Date.parse(started.trial_ends_at!) + 10 * DAY_MS).toISOString(),
      );
      const after = await accountOf(teacher.id);
      expect(after).toMatchObject({ status: 'trialing', paused_at: null });
      expect(after.trial_ends_at).toBe(subscription.trial_end);

      const again = await send(app, 'POST', BILLING_DESK_API.extendTrial(started.id), admin, body);
      expect((again.json() as BillingDeskActionAnswer).replayed).toBe(true);
      expect((await accountOf(teacher.id)).trial_ends_at).toBe(subscription.trial_end);
      expect(await auditCount(started.id)).toBe(1);
    });

    it('takes a desk credit off the next invoice the lifecycle raises', async () => {
      const { teacher, quote } = await quoted();
      const account = await accountOf(teacher.id);
      const body = { key: key(), reason: 'Goodwill for the outage', cents: 1500 };
      const credited = await send(app, 'POST', BILLING_DESK_API.credit(account.id), admin, body);
      expect(credited.statusCode, credited.body).toBe(200);
      expect((await accountOf(teacher.id)).credit_cents).toBe(1500);
      // The same key again: still one credit.
      await send(app, 'POST', BILLING_DESK_API.credit(account.id), admin, body);
      expect((await accountOf(teacher.id)).credit_cents).toBe(1500);

      const invoice = await acceptPo(teacher, quote, 'PO-CREDIT');
      expect(invoice.totalCents).toBe(7000 - 1500);
      const row = await app.db
        .selectFrom('billing_invoices')
        .select(['subtotal_cents', 'credit_applied_cents', 'total_cents'])
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ subtotal_cents: 7000, credit_applied_cents: 1500, total_cents: 5500 });
      expect((await accountOf(teacher.id)).credit_cents).toBe(0);
    });

    it('carries what a credit larger than its invoice leaves to the following invoices', async () => {
      const { teacher, quote } = await quoted();
      const account = await accountOf(teacher.id);
      const body = { key: key(), reason: 'Refund of last year', cents: 10_000 };
      const credited = await send(app, 'POST', BILLING_DESK_API.credit(account.id), admin, body);
      expect(credited.statusCode, credited.body).toBe(200);

      const first = await acceptPo(teacher, quote, 'PO-BIG-CREDIT');
      expect(first.totalCents).toBe(0);
      expect((await accountOf(teacher.id)).credit_cents).toBe(3000);
      const raiseFor = (cents: number, idempotencyKey: string) =>
        raiseInvoice(app, {
          accountId: account.id,
          kind: 'licences',
          lines: [{ description: 'Workbook licences', quantity: 1, unitCents: cents }],
          idempotencyKey,
          now: new Date(),
        });
      const totalOf = async (invoiceId: string) =>
        await app.db
          .selectFrom('billing_invoices')
          .select(['credit_applied_cents', 'total_cents'])
          .where('id', '=', invoiceId)
          .executeTakeFirstOrThrow();
      // $30 left: it comes off the next invoice, then nothing is left.
      expect(await totalOf((await raiseFor(5000, key())).id)).toEqual({
        credit_applied_cents: 3000,
        total_cents: 2000,
      });
      expect((await accountOf(teacher.id)).credit_cents).toBe(0);
      expect(await totalOf((await raiseFor(5000, key())).id)).toEqual({
        credit_applied_cents: 0,
        total_cents: 5000,
      });
    });

    it('releases the key when the provider fails, so the same request can be sent again', async () => {
      const { teacher, quote } = await quoted();
      const invoice = await acceptPo(teacher, quote, 'PO-RETRY');
      const account = await accountOf(teacher.id);
      const real = app.billing.markInvoicePaid.bind(app.billing);
      let failures = 1;
      app.billing.markInvoicePaid = async (id, now) => {
        if (failures-- > 0) throw new Error('The provider is down');
        return real(id, now);
      };
      try {
        const body = { key: key(), reason: 'Transfer in', method: 'ach', reference: 'T-1' };
        const path = BILLING_DESK_API.offlinePayment(account.id, invoice.id);
        const failed = await send(app, 'POST', path, admin, body);
        expect(failed.statusCode).toBe(500);
        expect(await auditCount(account.id)).toBe(0);
        const retried = await send(app, 'POST', path, admin, body);
        expect(retried.statusCode, retried.body).toBe(200);
        expect((retried.json() as BillingDeskActionAnswer).replayed).toBe(false);
        expect(await auditCount(account.id)).toBe(1);
      } finally {
        app.billing.markInvoicePaid = real;
      }
    });
  });
}
