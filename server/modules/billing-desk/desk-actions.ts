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

/** How one action runs: checked with the key's claim, made through the provider, described. */
interface DeskAction<T> {
  /** Inside the claim's transaction, the account locked: refuses what cannot be done. */
  check(trx: Kysely<Database>, account: BillingAccount): Promise<T>;
  /** Outside any transaction: the provider's call and the lifecycle after it. */
  apply(account: BillingAccount, checked: T, actions: DeskBillingActions): Promise<void>;
  /** The audit row's details, from the account before and after. */
  describe(before: BillingAccount, after: BillingAccount, checked: T): Promise<Done> | Done;
}

/**
 * One staff action, once, in three steps, so the provider is never called inside an open
 * transaction (on SQLite, one connection: that would deadlock):
 * 1. in one transaction the account is locked (actions on it happen one at a time), the
 *    browser's key is looked up (a key already used answers `replayed` and changes nothing),
 *    the request is checked, and the key is claimed: its unique row is written;
 * 2. the change is made through the provider, and the lifecycle brings the rows up to date; if
 *    it fails, the key is released so the same request can be sent again;
 * 3. the audit row is written, with the account before and after.
 */
async function runOnce<T>(
  context: DeskActionContext,
  request: { accountId: string; action: DeskActionName; key: string; reason: string },
  action: DeskAction<T>,
): Promise<{ replayed: boolean }> {
  const { db, actor, now } = context;
  const replayed = async () => {
    const used = await db
      .selectFrom('billing_desk_actions')
      .select(['account_id', 'action'])
      .where('key', '=', request.key)
      .executeTakeFirst();
    if (used && (used.account_id !== request.accountId || used.action !== request.action)) {
      throw new AppError('CONFLICT', { key: M.keyReused });
    }
    return Boolean(used);
  };
  const claimed = await db.transaction().execute(async (trx) => {
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
      return null;
    }
    const checked = await action.check(trx, account);
    const inserted = await trx
      .insertInto('billing_desk_actions')
      .values({
        key: request.key,
        account_id: account.id,
        action: request.action,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 1n) === 0n) return null;
    return { account, checked };
  });
  if (!claimed) {
    await replayed();
    return { replayed: true };
  }

  const { account, checked } = claimed;
  try {
    await action.apply(account, checked, context.actions(db, now));
  } catch (error) {
    await db.deleteFrom('billing_desk_actions').where('key', '=', request.key).execute();
    throw error;
  }

  const after = await reread(db, account.id);
  const done = await action.describe(account, after, checked);
  await writeAudit(db, {
    action: request.action,
    actorType: 'user',
    actorId: actor.userId,
    targetType: 'billing_account',
    targetId: account.id,
    ip: actor.ip,
    details: { reason: request.reason, key: request.key, ...done },
  });
  return { replayed: false };
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
    {
      async check(_trx, account) {
        if (!mayExtendTrial(account)) {
          throw new AppError('CONFLICT', { days: M.trialNotExtendable });
        }
        const from = Math.max(
          account.trial_ends_at ? Date.parse(account.trial_ends_at) : 0,
          context.now.getTime(),
        );
        return new Date(from + body.days * DAY_MS);
      },
      apply: (account, until, actions) => actions.extendTrial(account, until),
      describe: (before, after) => ({
        days: body.days,
        before: accountState(before),
        after: accountState(after),
      }),
    },
  );
}

/** Adds a credit (1 cent to $10,000) to what the account's next invoices take off. */
export function applyCredit(context: DeskActionContext, accountId: string, body: ApplyCreditBody) {
  return runOnce(
    context,
    { accountId, action: 'billing.credit_applied', key: body.key, reason: body.reason },
    {
      check: async () => null,
      apply: (account, _checked, actions) => actions.applyCredit(account, body.cents, body.key),
      describe: (before, after) => ({
        cents: body.cents,
        before: accountState(before),
        after: accountState(after),
      }),
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
    {
      async check(trx, account) {
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
        if (invoice.status !== 'open') {
          throw new AppError('CONFLICT', { invoice: M.invoiceNotOpen });
        }
        return invoice;
      },
      apply: (_account, invoice, actions) =>
        actions.markInvoicePaid(invoice, { method: body.method, reference: body.reference }),
      async describe(before, after, invoice) {
        const paid = await context.db
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
          before: { ...accountState(before), invoiceStatus: invoice.status },
          after: { ...accountState(after), invoiceStatus: paid.status },
        };
      },
    },
  );
}
