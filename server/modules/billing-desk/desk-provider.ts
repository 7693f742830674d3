import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { OfflinePaymentMethod } from '../../../common/schemas/billing-desk';
import type { BillingInvoicesTable, Database } from '../../db/schema';
import type { BillingAccount } from '../billing/billing-accounts';

export type DeskInvoice = Selectable<BillingInvoicesTable>;

/**
 * What the staff billing desk asks of the billing provider (issue 16, point 6): the one seam
 * between the desk and the provider. Each call runs inside the desk's transaction, after the
 * account is locked, the action's key is claimed and the request is checked; the desk writes
 * the audit row after it returns.
 *
 * - Stripe (H2's provider, when configured): `subscriptions.update` with `trial_end`, a
 *   customer balance transaction (idempotency key = `key`), `invoices.pay` with
 *   `paid_out_of_band`. Its webhooks then bring the account's rows up to date.
 * - The local provider: `localDeskActions`, which changes the rows directly.
 */
export interface DeskBillingActions {
  extendTrial(account: BillingAccount, until: Date): Promise<void>;
  applyCredit(account: BillingAccount, cents: number, key: string): Promise<void>;
  markInvoicePaid(
    invoice: DeskInvoice,
    payment: { method: OfflinePaymentMethod; reference: string },
  ): Promise<void>;
}

/** Makes the actions for one transaction, at the request's clock. */
export type DeskActionsFactory = (db: Kysely<Database>, now: Date) => DeskBillingActions;

/**
 * The local billing provider's side of the desk: the rows change directly, as the provider's
 * own lifecycle would change them.
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

/**
 * The provider the desk's routes use. Today always the local one; once the billing providers
 * land (H2), this answers Stripe's implementation when Stripe Billing is configured.
 */
export const deskActionsFor = (_app: FastifyInstance): DeskActionsFactory => localDeskActions;
