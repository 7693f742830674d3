import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { BILLING_INVOICE_LINES } from '../../../common/copy/billing';
import type { OfflinePaymentMethod } from '../../../common/schemas/billing-desk';
import type { BillingInvoicesTable, Database } from '../../db/schema';
import type { BillingAccount } from '../billing/billing-accounts';
import { applySubscription } from '../billing/lifecycle';
import { addPendingItem, markInvoicePaidOutOfBand } from '../billing/subscription';

export type DeskInvoice = Selectable<BillingInvoicesTable>;

/**
 * What the staff billing desk asks of the billing provider (issue 16, point 6): the one seam
 * between the desk and the provider. The desk calls these outside any database transaction
 * (a provider call inside one would hold SQLite's one connection and deadlock): after the
 * action's key is claimed and the request checked, and before the audit row is written.
 */
export interface DeskBillingActions {
  extendTrial(account: BillingAccount, until: Date): Promise<void>;
  applyCredit(account: BillingAccount, cents: number, key: string): Promise<void>;
  markInvoicePaid(
    invoice: DeskInvoice,
    payment: { method: OfflinePaymentMethod; reference: string },
  ): Promise<void>;
}

/** Makes the actions at the request's clock. */
export type DeskActionsFactory = (db: Kysely<Database>, now: Date) => DeskBillingActions;

/**
 * Rows the provider never saw (an account or invoice recorded by hand, with no provider id):
 * they change directly, as the provider's lifecycle would change them.
 */
export function localDeskActions(db: Kysely<Database>, now = new Date()): DeskBillingActions {
  const at = now.toISOString();
  return {
    async extendTrial(account, until) {
      await db
        .updateTable('billing_accounts')
        .set({
          status: 'trialing',
          trial_ends_at: until.toISOString(),
          trial_used: 1,
          paused_at: null,
          updated_at: at,
        })
        .where('id', '=', account.id)
        .execute();
    },
    async applyCredit(account, cents) {
      await db
        .updateTable('billing_accounts')
        .set((eb) => ({ credit_cents: eb('credit_cents', '+', cents), updated_at: at }))
        .where('id', '=', account.id)
        .execute();
    },
    async markInvoicePaid(invoice, { method }) {
      await db
        .updateTable('billing_invoices')
        .set({
          status: 'paid',
          paid_at: at,
          paid_via: method,
          amount_paid_cents: invoice.total_cents,
          storage_key: null,
        })
        .where('id', '=', invoice.id)
        .where('status', '=', 'open')
        .execute();
      // Paid for what held it back: a past-due or paused account is active again once no
      // other invoice of it is overdue.
      const stillOverdue = await db
        .selectFrom('billing_invoices')
        .select('id')
        .where('account_id', '=', invoice.account_id)
        .where('status', '=', 'open')
        .where('due_at', '<', at)
        .executeTakeFirst();
      if (stillOverdue) return;
      await db
        .updateTable('billing_accounts')
        .set({ status: 'active', past_due_since: null, paused_at: null, updated_at: at })
        .where('id', '=', invoice.account_id)
        .where('status', 'in', ['past_due', 'paused'])
        .execute();
    },
  };
}

/** The pending item of a desk credit: one per action key (source_id holds 40 characters). */
export const creditSourceId = (key: string) =>
  `credit-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;

/**
 * The desk's actions through the billing provider (Stripe or the local twin), then the
 * lifecycle, as the account's own changes go:
 * - extend a trial: `extendTrial` on the subscription (Stripe: `trial_end`, resumed if
 *   paused), then `applySubscription`;
 * - apply a credit: `billing_accounts.credit_cents` grows, and a negative item waits at the
 *   provider for the next invoice (Stripe's invoice items), which takes it off
 *   (`credit_applied_cents`; the lifecycle then lowers `credit_cents`);
 * - mark an invoice paid: `markInvoicePaidOutOfBand` (Stripe's `paid_out_of_band`), then the
 *   method is recorded (the reference is in the audit row).
 * Rows the provider never saw fall back to `localDeskActions`.
 */
export const deskActionsFor =
  (app: FastifyInstance): DeskActionsFactory =>
  (db, now) => {
    const rows = localDeskActions(db, now);
    return {
      async extendTrial(account, until) {
        if (!account.provider_subscription_id) return rows.extendTrial(account, until);
        const subscription = await app.billing.extendTrial(
          account.provider_subscription_id,
          until,
          now,
        );
        await applySubscription(app, subscription);
      },
      async applyCredit(account, cents, key) {
        await rows.applyCredit(account, cents, key);
        await addPendingItem(app, {
          accountId: account.id,
          description: BILLING_INVOICE_LINES.credit,
          quantity: 1,
          unitCents: -cents,
          source: 'credit',
          sourceId: creditSourceId(key),
          now,
        });
      },
      async markInvoicePaid(invoice, payment) {
        if (!invoice.provider_invoice_id) return rows.markInvoicePaid(invoice, payment);
        await markInvoicePaidOutOfBand(app, invoice.id, now);
        await db
          .updateTable('billing_invoices')
          .set({ paid_via: payment.method })
          .where('id', '=', invoice.id)
          .where('status', '=', 'paid')
          .execute();
      },
    };
  };
