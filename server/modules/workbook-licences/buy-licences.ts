import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { formatDollars, schoolYearOf, WORKBOOK_LICENCE_CENTS } from '../../../common/billing/plans';
import { WORKBOOK_MESSAGES } from '../../../common/copy/workbooks';
import type { PurchaseAnswer, WorkbookQuote } from '../../../common/schemas/workbooks';
import type { Database, WorkbookPurchasesTable } from '../../db/schema';
import { CHANGEABLE_STATUSES } from '../../adapters/payments/provider';
import { AppError } from '../../errors';
import { logOf } from '../../plugins/request-context';
import { accountForClass, type BillingAccount } from '../billing/billing-accounts';
import { licensableWorkbook, schoolYearKey } from './licence-rules';
import { requireAccountManager, requireStandard } from './standard-guard';

export type WorkbookPurchase = Selectable<WorkbookPurchasesTable>;

/** The source of the pending invoice item an invoiced purchase adds (billing_pending_items). */
export const PENDING_ITEM_SOURCE = 'workbook_licences';
/** The intent's metadata names what it pays for, so a webhook can find the purchase. */
export const INTENT_KIND = 'workbook_licences';

/** The server's price: quantity × WORKBOOK_LICENCE_CENTS, whatever the browser sent. */
export function priceLicences(
  account: Pick<BillingAccount, 'collection_method'>,
  workbookId: string,
  quantity: number,
  now: Date,
): WorkbookQuote {
  const amountCents = quantity * WORKBOOK_LICENCE_CENTS;
  return {
    workbookId,
    quantity,
    unitCents: WORKBOOK_LICENCE_CENTS,
    amountCents,
    sentence: `${quantity} ${quantity === 1 ? 'student' : 'students'} × ${formatDollars(WORKBOOK_LICENCE_CENTS)} = ${formatDollars(amountCents)}`,
    collectionMethod: account.collection_method,
    schoolYear: schoolYearOf(now).label,
  };
}

/** The account a purchase for this class is made on, checked: the caller may spend, Standard is on. */
export async function buyingAccount(
  db: Kysely<Database>,
  { classId, userId, now }: { classId: string; userId: string; now: Date },
): Promise<BillingAccount> {
  const account = await accountForClass(db, classId, now);
  await requireAccountManager(db, userId, account);
  requireStandard(account);
  return account;
}

/**
 * Buys `quantity` licences of a workbook for a class (issue 16, point 8). The same idempotency
 * key is the same purchase. An invoiced account ('send_invoice') gets the licences at once and
 * one pending item for its next invoice; a card account gets a pending purchase and a payment
 * intent, and the licences once confirmPurchase has re-read the intent as paid.
 */
export async function buyLicences(
  app: FastifyInstance,
  input: {
    classId: string;
    userId: string;
    workbookId: string;
    quantity: number;
    idempotencyKey: string;
    now: Date;
  },
): Promise<PurchaseAnswer> {
  const { db } = app;
  const workbook = licensableWorkbook(input.workbookId);
  const account = await buyingAccount(db, input);
  const quote = priceLicences(account, workbook.id, input.quantity, input.now);
  const invoiced = account.collection_method === 'send_invoice';
  const at = input.now.toISOString();
  const id = crypto.randomUUID();

  const made = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('workbook_purchases')
      .values({
        id,
        account_id: account.id,
        class_id: input.classId,
        workbook_id: workbook.id,
        school_year: schoolYearKey(input.now),
        quantity: quote.quantity,
        unit_cents: quote.unitCents,
        amount_cents: quote.amountCents,
        status: invoiced ? 'invoiced' : 'pending',
        collection_method: account.collection_method,
        payment_intent_id: null,
        idempotency_key: input.idempotencyKey,
        bought_by: input.userId,
        created_at: at,
        paid_at: null,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (invoiced) {
      const purchase = await trx
        .selectFrom('workbook_purchases')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await grantLicences(trx, purchase, input.now);
      await trx
        .insertInto('billing_pending_items')
        .values({
          id: crypto.randomUUID(),
          account_id: account.id,
          description: `${workbook.label}: workbook licences (${quote.schoolYear})`,
          quantity: quote.quantity,
          unit_cents: quote.unitCents,
          amount_cents: quote.amountCents,
          source: PENDING_ITEM_SOURCE,
          source_id: id,
          invoice_id: null,
          provider_item_id: null,
          created_at: at,
        })
        .execute();
    }
    return true;
  });

  const purchase = await db
    .selectFrom('workbook_purchases')
    .selectAll()
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirstOrThrow();
  // A key reused for another account or class names someone else's purchase: never show it.
  if (!made && (purchase.account_id !== account.id || purchase.class_id !== input.classId)) {
    throw new AppError('CONFLICT', { idempotencyKey: WORKBOOK_MESSAGES.purchaseNotFound });
  }
  return answerFor(app, purchase);
}

/** The purchase as the browser sees it; a pending card purchase carries its intent's secret. */
export async function answerFor(
  app: FastifyInstance,
  found: WorkbookPurchase,
): Promise<PurchaseAnswer> {
  let purchase = found;
  let payment: PurchaseAnswer['payment'] = null;
  let closed = false;
  if (purchase.status === 'pending' && purchase.payment_intent_id) {
    // Asked again after the card went through: settle it rather than touch a closed intent.
    // One that closed without paying this purchase (a mismatch, logged) stays pending for staff.
    const known = await app.payments.retrieveIntent(purchase.payment_intent_id);
    closed = known !== null && !CHANGEABLE_STATUSES.has(known.status);
    if (closed) purchase = await confirmPurchase(app, purchase, new Date());
  }
  if (purchase.status === 'pending' && !closed) {
    const intent = await app.payments.upsertIntent({
      intentId: purchase.payment_intent_id,
      amountCents: purchase.amount_cents,
      currency: 'usd',
      idempotencyKey: `workbook-purchase-${purchase.id}`,
      metadata: { kind: INTENT_KIND, purchaseId: purchase.id },
      description: `Workbook licences (${purchase.quantity})`,
    });
    if (purchase.payment_intent_id !== intent.id) {
      await app.db
        .updateTable('workbook_purchases')
        .set({ payment_intent_id: intent.id })
        .where('id', '=', purchase.id)
        .where('payment_intent_id', 'is', null)
        .execute();
    }
    payment = {
      clientSecret: intent.clientSecret,
      provider: app.payments.name,
      intentId: intent.id,
    };
  }
  return {
    purchaseId: purchase.id,
    status: purchase.status,
    quantity: purchase.quantity,
    amountCents: purchase.amount_cents,
    payment,
  };
}

/** Exactly `quantity` unassigned licences: called once, by whoever moved the purchase on. */
async function grantLicences(
  trx: Kysely<Database>,
  purchase: WorkbookPurchase,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('workbook_licences')
    .values(
      Array.from({ length: purchase.quantity }, () => ({
        id: crypto.randomUUID(),
        purchase_id: purchase.id,
        account_id: purchase.account_id,
        class_id: purchase.class_id,
        workbook_id: purchase.workbook_id,
        school_year: purchase.school_year,
        student_id: null,
        assigned_at: null,
        first_written_at: null,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * Grants a card purchase's licences once its payment went through (decision 0007's rule, as
 * orders do): the intent is re-read from the provider, and only a succeeded intent of exactly
 * the purchase's amount, in dollars, for this purchase counts. The conditional update from
 * 'pending' decides who grants, so a replayed confirmation or webhook adds nothing.
 */
export async function confirmPurchase(
  app: FastifyInstance,
  purchase: WorkbookPurchase,
  now: Date,
): Promise<WorkbookPurchase> {
  if (purchase.status !== 'pending' || !purchase.payment_intent_id) return purchase;
  const intent = await app.payments.retrieveIntent(purchase.payment_intent_id);
  const settled =
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.amountCents === purchase.amount_cents &&
    intent.currency.toLowerCase() === purchase.currency &&
    intent.metadata.purchaseId === purchase.id;
  if (!settled) {
    if (intent?.status === 'succeeded') {
      logOf(app).error(
        { intentId: intent.id, purchaseId: purchase.id },
        'Payment succeeded with an amount or purchase that does not match the workbook purchase',
      );
    }
    return purchase;
  }
  const at = now.toISOString();
  await app.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('workbook_purchases')
      .set({ status: 'paid', paid_at: at })
      .where('id', '=', purchase.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) await grantLicences(trx, purchase, now);
  });
  return app.db
    .selectFrom('workbook_purchases')
    .selectAll()
    .where('id', '=', purchase.id)
    .executeTakeFirstOrThrow();
}

/**
 * For the payment providers' confirmations (Stripe's webhook, the local confirm): the workbook
 * purchase an intent pays, confirmed. 'unknown' when the intent pays no purchase of ours.
 */
export async function confirmLicencePayment(
  app: FastifyInstance,
  intentId: string,
  now = new Date(),
): Promise<'paid' | 'pending' | 'unknown'> {
  const purchase = await app.db
    .selectFrom('workbook_purchases')
    .selectAll()
    .where('payment_intent_id', '=', intentId)
    .executeTakeFirst();
  if (!purchase) return 'unknown';
  const after = await confirmPurchase(app, purchase, now);
  return after.status === 'pending' ? 'pending' : 'paid';
}
