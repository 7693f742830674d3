import type { FastifyInstance } from 'fastify';
import { BILLING_RULES, annualSeatAllowance } from '../../../common/billing/plans';
import { BILLING_PAGES } from '../../../common/schemas/billing';
import type { LocalBillingProvider } from '../../adapters/billing/local';
import { billingReminderTemplate } from '../../adapters/email/templates/billing-reminder';
import { logOf } from '../../plugins/request-context';
import { applySubscription } from './lifecycle';
import { recountAllSeats } from './recount-seats';

const DAY_MS = 86_400_000;
/** Every few minutes: renewals, trial ends, reminders and pauses follow the clock closely. */
export const BILLING_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * The billing clock (decision 0022), safe to run twice at once: the local provider's renewals
 * and trial ends, the nightly recount, seats brought to the provider (monthly: prorated on the
 * next invoice; annual: one true-up per term above the buffer), overdue reminders at 7, 14 and
 * 21 days (each once) and the pause at 30 days.
 */
export async function runBillingJob(
  app: FastifyInstance,
  { now = new Date(), publicBaseUrl = '' }: { now?: Date; publicBaseUrl?: string } = {},
): Promise<void> {
  await recountOncePerDay(app, now);
  // Seats first: a trial that converts (or a period that renews) in this run bills today's count.
  await syncSeats(app, now);
  if (app.billing.name === 'local') await (app.billing as LocalBillingProvider).advance(now);
  await remindAndPause(app, now, publicBaseUrl);
}

/** The app_meta row naming the last day (UTC) the nightly recount ran. */
const RECOUNT_DAY_KEY = 'billing.recount_day';

/**
 * The nightly recount (`recountAllSeats`), once per UTC day whichever instance's job gets there
 * first: the day is claimed with one conditional write, so two instances never both recount.
 */
export async function recountOncePerDay(app: FastifyInstance, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  await app.db
    .insertInto('app_meta')
    .values({ key: RECOUNT_DAY_KEY, value: '', updated_at: at })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const claimed = await app.db
    .updateTable('app_meta')
    .set({ value: day, updated_at: at })
    .where('key', '=', RECOUNT_DAY_KEY)
    .where('value', '<', day)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await recountAllSeats(app.db, { now });
  return true;
}

/**
 * The start of the annual term `now` is in: terms begin at each renewal (the period's start)
 * and on each 1 January inside the period. One true-up per term, never one per student.
 */
export function termStart(periodStart: string, now: Date): string {
  const start = new Date(periodStart);
  const january = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  return (january > start && january <= now ? january : start).toISOString();
}

async function syncSeats(app: FastifyInstance, now: Date): Promise<void> {
  const accounts = await app.db
    .selectFrom('billing_accounts')
    .select([
      'id',
      'status',
      'period',
      'seats_counted',
      'seats_billed',
      'provider_subscription_id',
      'current_period_start',
    ])
    .where('plan', '=', 'standard')
    .where('status', 'in', ['trialing', 'active', 'past_due'])
    .where('provider_subscription_id', 'is not', null)
    .whereRef('seats_counted', '!=', 'seats_billed')
    .execute();
  for (const account of accounts) {
    try {
      const subscriptionId = account.provider_subscription_id!;
      const counted = account.seats_counted;
      if (account.status === 'trialing') {
        // Nothing is charged during a trial; the first paid period bills the students then.
        await applySubscription(
          app,
          await app.billing.updateQuantity({
            subscriptionId,
            quantity: counted,
            proration: 'none',
            now,
          }),
        );
        continue;
      }
      if (account.period === 'year') {
        if (counted <= annualSeatAllowance(account.seats_billed)) continue;
        const term = termStart(account.current_period_start ?? now.toISOString(), now);
        const claimed = await app.db
          .insertInto('billing_true_ups')
          .values({
            account_id: account.id,
            term_start: term,
            seats: counted,
            created_at: now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['account_id', 'term_start']).doNothing())
          .executeTakeFirst();
        if ((claimed.numInsertedOrUpdatedRows ?? 1n) === 0n) continue;
        await applySubscription(
          app,
          await app.billing.updateQuantity({
            subscriptionId,
            quantity: counted,
            proration: 'always_invoice',
            now,
          }),
        );
        continue;
      }
      if (counted <= 0) continue;
      // Monthly: added students are prorated onto the next invoice; fewer seats are billed
      // from the next period (charges are final).
      await applySubscription(
        app,
        await app.billing.updateQuantity({
          subscriptionId,
          quantity: counted,
          proration: counted > account.seats_billed ? 'create_prorations' : 'none',
          now,
        }),
      );
    } catch (error) {
      logOf(app).error({ err: error, accountId: account.id }, 'Billing: seats not synced');
    }
  }
}

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

async function remindAndPause(app: FastifyInstance, now: Date, publicBaseUrl: string) {
  const firstStep = BILLING_RULES.reminderDays[0];
  const overdue = await app.db
    .selectFrom('billing_invoices')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_invoices.account_id')
    .select([
      'billing_invoices.id',
      'billing_invoices.number',
      'billing_invoices.total_cents',
      'billing_invoices.amount_paid_cents',
      'billing_invoices.due_at',
      'billing_accounts.id as account_id',
      'billing_accounts.name',
      'billing_accounts.billing_email',
      'billing_accounts.status',
      'billing_accounts.past_due_since',
    ])
    .where('billing_invoices.status', '=', 'open')
    .where(
      'billing_invoices.due_at',
      '<=',
      new Date(now.getTime() - firstStep * DAY_MS).toISOString(),
    )
    .execute();
  for (const invoice of overdue) {
    const dueAt = invoice.due_at!;
    const days = Math.floor((now.getTime() - Date.parse(dueAt)) / DAY_MS);
    if (!invoice.past_due_since || invoice.status === 'active') {
      await app.db
        .updateTable('billing_accounts')
        .set((eb) => ({
          past_due_since: eb.fn.coalesce('past_due_since', eb.val(dueAt)),
          ...(invoice.status === 'active' ? { status: 'past_due' as const } : {}),
          updated_at: now.toISOString(),
        }))
        .where('id', '=', invoice.account_id)
        .execute();
    }
    if (days >= BILLING_RULES.pauseAfterOverdueDays) {
      await app.db
        .updateTable('billing_accounts')
        .set({ status: 'paused', paused_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', invoice.account_id)
        .where('status', '!=', 'paused')
        .execute();
      continue;
    }
    const reached = BILLING_RULES.reminderDays.filter((step) => days >= step);
    const latest = reached[reached.length - 1];
    for (const step of reached) {
      const recorded = await app.db
        .insertInto('billing_reminders')
        .values({ invoice_id: invoice.id, step, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
        .executeTakeFirst();
      // A step missed while the job was down is recorded, not sent: one email, the latest.
      if ((recorded.numInsertedOrUpdatedRows ?? 1n) === 0n || step !== latest) continue;
      if (!invoice.billing_email) continue;
      const email = billingReminderTemplate({
        invoiceNumber: invoice.number,
        amountCents: invoice.total_cents - invoice.amount_paid_cents,
        dueOn: dayOf(dueAt),
        daysOverdue: step,
        name: invoice.name,
        billingLink: `${publicBaseUrl}${BILLING_PAGES.billing}`,
      });
      await app.email
        .send({ to: invoice.billing_email, ...email })
        .catch((error: unknown) =>
          logOf(app).error({ err: error, invoiceId: invoice.id }, 'Billing reminder not sent'),
        );
    }
  }
}
