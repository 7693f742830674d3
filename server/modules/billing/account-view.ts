import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BILLING_RULES,
  SEAT_PRICE_CENTS,
  STANDARD_IS_ON,
  annualSeatAllowance,
} from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { billingInvoicePdfPath, type billingAnswerSchema } from '../../../common/schemas/billing';
import { billingRoleOf, managesAccount } from '../../access/billing-member';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountForOwner, type BillingAccount } from './billing-accounts';
import { accountClassIds, countSeats } from './count-seats';
import { pausedDeletionOf } from './paused-retention';
import type { LocalBillingProvider } from '../../adapters/billing/local';

export type BillingAnswer = z.infer<typeof billingAnswerSchema>;

const notYours = () => new AppError('NOT_FOUND', { account: BILLING_MESSAGES.noAccount });

/**
 * The account the signed-in teacher manages: their own, or a school's or parish's account they
 * are a manager of; `accountId` names one. Anyone else, co-teachers and members included, gets
 * 404.
 */
export async function managedAccount(
  app: FastifyInstance,
  userId: string,
  accountId: string | undefined,
  now: Date,
): Promise<BillingAccount> {
  const account = accountId
    ? await app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirst()
    : await accountForOwner(app.db, userId, now);
  if (!account || !(await managesAccount(app.db, account, userId))) throw notYours();
  return account;
}

/**
 * The account the billing page shows the signed-in teacher: the one their classes count to (or
 * `accountId`), read by its managers and, without its invoices, by the teachers of a school's
 * account; 404 for anyone else.
 */
export async function viewedAccount(
  app: FastifyInstance,
  userId: string,
  accountId: string | undefined,
  now: Date,
): Promise<{ account: BillingAccount; canManage: boolean }> {
  const account = accountId
    ? await app.db
        .selectFrom('billing_accounts')
        .selectAll()
        .where('id', '=', accountId)
        .executeTakeFirst()
    : await accountForOwner(app.db, userId, now);
  const role = account ? await billingRoleOf(app.db, account, userId) : null;
  if (!account || !role) throw notYours();
  return { account, canManage: role === 'manager' };
}

/** The account's non-archived classes and their roster sizes, by title. */
export async function accountClasses(
  db: Kysely<Database>,
  account: BillingAccount,
): Promise<{ id: string; title: string; students: number }[]> {
  const rows = await db
    .selectFrom('classes')
    .leftJoin('class_students', 'class_students.class_id', 'classes.id')
    .select((eb) => [
      'classes.id',
      'classes.title',
      eb.fn.count<number | string>('class_students.student_id').as('students'),
    ])
    .where('classes.id', 'in', accountClassIds(db, account))
    .groupBy(['classes.id', 'classes.title'])
    .orderBy('classes.title')
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, students: Number(row.students) }));
}

/** The billing page's answer: the plan, how the seats were counted, the next charge, invoices. */
export async function billingAnswer(
  app: FastifyInstance,
  account: BillingAccount,
  now: Date,
  canManage = true,
): Promise<BillingAnswer> {
  const db = app.db;
  const { current: counted } = await countSeats(db, account);
  const classes = await accountClasses(db, account);
  const enrolments = classes.reduce((sum, row) => sum + row.students, 0);
  const pending = await db
    .selectFrom('billing_pending_items')
    .select(['amount_cents'])
    .where('account_id', '=', account.id)
    .where('invoice_id', 'is', null)
    .execute();
  const standardOn = account.plan === 'standard' && STANDARD_IS_ON.has(account.status);
  let nextCharge: BillingAnswer['account']['nextCharge'] = null;
  const renewsOn =
    account.status === 'trialing' ? account.trial_ends_at : account.current_period_end;
  if (standardOn && account.period && renewsOn) {
    // Monthly: the students added mid-period come on the next invoice too (prorated there).
    const seats =
      account.period === 'month'
        ? Math.max(account.seats_billed, counted)
        : Math.max(
            account.seats_billed,
            counted > annualSeatAllowance(account.seats_billed) ? counted : 0,
          );
    const base = BILLING_MESSAGES.nextChargeSeats(seats, account.period);
    nextCharge = {
      amountCents:
        seats * SEAT_PRICE_CENTS[account.period] +
        pending.reduce((sum, item) => sum + item.amount_cents, 0),
      on: renewsOn,
      description:
        pending.length > 0 ? BILLING_MESSAGES.nextChargeWithItems(base, pending.length) : base,
    };
  }
  // Invoices are the business office's: a school's teachers read the plan, not its bills.
  const invoices = canManage
    ? await db
        .selectFrom('billing_invoices')
        .selectAll()
        .where('account_id', '=', account.id)
        .orderBy('issued_at', 'desc')
        .orderBy('number', 'desc')
        .execute()
    : [];
  return {
    account: {
      id: account.id,
      kind: account.kind,
      name: account.name,
      plan: account.plan,
      status: account.status,
      period: account.period,
      collectionMethod: account.collection_method,
      trialAvailable: account.trial_used === 0,
      trialEndsAt: account.trial_ends_at,
      currentPeriodEnd: account.current_period_end,
      cancelAtPeriodEnd: account.cancel_at_period_end === 1,
      card:
        app.billing.name === 'local' && account.provider_customer_id
          ? await (app.billing as LocalBillingProvider).cardOnFile(account.provider_customer_id)
          : null,
      seats: {
        counted,
        billed: account.seats_billed,
        free: BILLING_RULES.freeSeats,
        allowance: account.period === 'year' ? annualSeatAllowance(account.seats_billed) : null,
        countedAt: now.toISOString(),
      },
      classes,
      sharedStudents: Math.max(0, enrolments - counted),
      nextCharge,
      pastDueSince: account.past_due_since,
      pausedAt: account.paused_at,
      pausedStudents:
        account.status === 'paused' ? Math.max(0, counted - BILLING_RULES.freeSeats) : 0,
      pausedDeletion: await pausedDeletionOf(db, account),
      poNumber: account.po_number,
      taxExempt: account.tax_exempt === 1,
      creditCents: account.credit_cents,
      canManage,
      provider: app.billing.name,
    },
    invoices: invoices.map((row) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      status: row.status,
      totalCents: row.total_cents,
      amountPaidCents: row.amount_paid_cents,
      issuedAt: row.issued_at,
      dueAt: row.due_at,
      paidAt: row.paid_at,
      poNumber: row.po_number,
      // Drafts have no document yet; every issued invoice has its PDF (billing-documents).
      pdfUrl: row.status === 'draft' ? null : billingInvoicePdfPath(row.id),
    })),
  };
}
