import { PostgresAdapter, type Kysely } from 'kysely';
import { BILLING_DESK_MESSAGES as M } from '../../../common/copy/billing-desk';
import type {
  ApplyCreditBody,
  ExtendTrialBody,
  OfflinePaymentBody,
} from '../../../common/schemas/billing-desk';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { BillingAccount } from '../billing/billing-accounts';
import type { DeskActionsFactory, DeskBillingActions } from './desk-provider';
import { mayExtendTrial } from './load-account';

const DAY_MS = 86_400_000;

export type DeskActionName =
  'billing.trial_extended' | 'billing.credit_applied' | 'billing.offline_payment';

export interface DeskActor {
  userId: string;
  ip: string;
}

interface DeskActionContext {
  db: Kysely<Database>;
  actions: DeskActionsFactory;
  actor: DeskActor;
  now: Date;
}

/** What an action did: the audit row's details beside the reason and the key. */
type Done = { before: Record<string, unknown>; after: Record<string, unknown> } & Record<
  string,
  unknown
>;

/**
 * One staff action, once: in one transaction the account is locked (so actions on it happen
 * one at a time), the browser's key is looked up (a key already used answers `replayed` and
 * changes nothing), the change is checked and made through the provider, the key is recorded
 * and the audit row written. A refusal rolls all of it back, key included.
 */
async function runOnce(
  context: DeskActionContext,
  request: { accountId: string; action: DeskActionName; key: string; reason: string },
  change: (
    trx: Kysely<Database>,
    account: BillingAccount,
    actions: DeskBillingActions,
  ) => Promise<Done>,
): Promise<{ replayed: boolean }> {
  const { db, actor, now } = context;
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('billing_accounts').selectAll().where('id', '=', request.accountId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const account = await query.executeTakeFirst();
    if (!account) throw new AppError('NOT_FOUND', { account: M.accountNotFound });

    const used = await trx
      .selectFrom('billing_desk_actions')
      .select(['account_id', 'action'])
      .where('key', '=', request.key)
      .executeTakeFirst();
    if (used) {
      if (used.account_id !== account.id || used.action !== request.action) {
        throw new AppError('CONFLICT', { key: M.keyReused });
      }
      return { replayed: true };
    }

    const done = await change(trx, account, context.actions(trx, now));
    await trx
      .insertInto('billing_desk_actions')
      .values({
        key: request.key,
        account_id: account.id,
        action: request.action,
        created_at: now.toISOString(),
      })
      .execute();
    await writeAudit(trx, {
      action: request.action,
      actorType: 'user',
      actorId: actor.userId,
      targetType: 'billing_account',
      targetId: account.id,
      ip: actor.ip,
      details: { reason: request.reason, key: request.key, ...done },
    });
    return { replayed: false };
  });
}

const accountState = (account: BillingAccount) => ({
  status: account.status,
  trialEndsAt: account.trial_ends_at,
  pausedAt: account.paused_at,
  creditCents: account.credit_cents,
});

async function reread(trx: Kysely<Database>, accountId: string) {
  return trx
    .selectFrom('billing_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/**
 * Extends a trial by 1–60 days, from its current end or from today when it has ended (an
 * account paused after its trial is trialing again until then).
 */
export function extendTrial(context: DeskActionContext, accountId: string, body: ExtendTrialBody) {
  return runOnce(
    context,
    { accountId, action: 'billing.trial_extended', key: body.key, reason: body.reason },
    async (trx, account, actions) => {
      if (!mayExtendTrial(account)) {
        throw new AppError('CONFLICT', { days: M.trialNotExtendable });
      }
      const from = Math.max(
        account.trial_ends_at ? Date.parse(account.trial_ends_at) : 0,
        context.now.getTime(),
      );
      const until = new Date(from + body.days * DAY_MS);
      await actions.extendTrial(account, until);
      const after = await reread(trx, account.id);
      return { days: body.days, before: accountState(account), after: accountState(after) };
    },
  );
}

/** Adds a credit (1 cent to $10,000) to what the account's next invoices take off. */
export function applyCredit(context: DeskActionContext, accountId: string, body: ApplyCreditBody) {
  return runOnce(
    context,
    { accountId, action: 'billing.credit_applied', key: body.key, reason: body.reason },
    async (trx, account, actions) => {
      await actions.applyCredit(account, body.cents, body.key);
      const after = await reread(trx, account.id);
      return { cents: body.cents, before: accountState(account), after: accountState(after) };
    },
  );
}

/**
 * Records a payment by check, ACH or bank transfer for an open invoice of the account: the
 * invoice is paid, and an account past due or paused for it is active again.
 */
export function markOfflinePayment(
  context: DeskActionContext,
  accountId: string,
  invoiceId: string,
  body: OfflinePaymentBody,
) {
  return runOnce(
    context,
    { accountId, action: 'billing.offline_payment', key: body.key, reason: body.reason },
    async (trx, account, actions) => {
      const invoice = await trx
        .selectFrom('billing_invoices')
        .selectAll()
        .where('id', '=', invoiceId)
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (!invoice) throw new AppError('NOT_FOUND', { invoice: M.invoiceNotFound });
      if (invoice.status === 'paid') {
        throw new AppError('CONFLICT', { invoice: M.invoiceAlreadyPaid });
      }
      if (invoice.status !== 'open') throw new AppError('CONFLICT', { invoice: M.invoiceNotOpen });
      await actions.markInvoicePaid(invoice, { method: body.method, reference: body.reference });
      const after = await reread(trx, account.id);
      const paid = await trx
        .selectFrom('billing_invoices')
        .select('status')
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      return {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountCents: invoice.total_cents - invoice.amount_paid_cents,
        method: body.method,
        reference: body.reference,
        before: { ...accountState(account), invoiceStatus: invoice.status },
        after: { ...accountState(after), invoiceStatus: paid.status },
      };
    },
  );
}
