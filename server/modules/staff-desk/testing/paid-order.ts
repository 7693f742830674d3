import type { FastifyInstance } from 'fastify';
import type { LocalPaymentProvider } from '../../../adapters/payments/local';
import { captureOrderHold, grantCredits, holdCreditsForOrder } from '../../credits/ledger';
import { insertUser } from '../../../../tests/support/factories';
import {
  insertSampleBook,
  insertSampleOrder,
  randomTag,
  type SampleBook,
} from '../../fulfilment/testing/sample-order';

/** Test data for the staff desk (not a test file). */

export interface PaidOrder {
  id: string;
  number: string;
  email: string;
  intentId: string;
  totalCents: number;
}

/**
 * A paid Standard order of the book, paid through the app's provider for real (a local intent
 * confirmed with the test card, or a fake-Stripe intent marked succeeded by `succeed`), and
 * optionally paid partly with the teacher's credits (granted, held and redeemed as checkout
 * does).
 */
export async function insertPaidOrder(
  app: FastifyInstance,
  book: DeskBook,
  options: {
    credits?: number;
    status?: 'paid' | 'in_production' | 'shipped';
    createdAt?: string;
    email?: string;
    succeed?: (intentId: string) => void;
  } = {},
): Promise<PaidOrder> {
  const order = await insertSampleOrder(app.db, {
    bookId: book.id,
    type: 'standard',
    copies: 2,
    items: [{ studentId: null, studentName: null, quantity: 2 }],
    status: options.status ?? 'paid',
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  const row = await app.db
    .selectFrom('orders')
    .select(['total_cents', 'books_cents', 'shipping_cents'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const credits = options.credits ?? 0;
  // 13 credits pay for one book: the discount is what they cover, at most the books' price.
  const discount = Math.min(row.books_cents, Math.round((credits / 13) * 1099));
  const totalCents = row.total_cents - discount;
  const intent = await app.payments.upsertIntent({
    amountCents: totalCents,
    currency: 'usd',
    idempotencyKey: crypto.randomUUID(),
    metadata: { orderNumber: order.number },
  });
  if (options.succeed) options.succeed(intent.id);
  else {
    const local = app.payments as LocalPaymentProvider;
    await local.confirmCard(intent.clientSecret, {
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
  }
  await app.db
    .updateTable('orders')
    .set({
      payment_intent_id: intent.id,
      payment_provider: app.payments.name,
      total_cents: totalCents,
      credits_redeemed: credits,
      credit_discount_cents: discount,
      buyer_user_id: credits > 0 ? book.teacherId : null,
    })
    .where('id', '=', order.id)
    .execute();
  if (credits > 0) {
    await grantCredits(app.db, app.dbKind, { teacherId: book.teacherId, credits });
    await app.db.transaction().execute(async (trx) => {
      await holdCreditsForOrder(trx, app.dbKind, {
        teacherId: book.teacherId,
        orderId: order.id,
        credits,
        now: new Date(),
      });
      await captureOrderHold(trx, app.dbKind, {
        teacherId: book.teacherId,
        orderId: order.id,
        credits,
      });
    });
  }
  return { ...order, intentId: intent.id, totalCents };
}

export type DeskBook = SampleBook & { teacherId: string };

/** A published book with its own teacher (whose credits a refund may return). */
export async function seedDeskBook(app: FastifyInstance): Promise<DeskBook> {
  const teacherId = await insertUser(app, {
    email: `teacher.${randomTag(8).toLowerCase()}@example.com`,
  });
  const book = await insertSampleBook(app.db, {
    teacherId,
    children: [
      { firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'Sheep', body: 'Baa.' }] },
    ],
  });
  return { ...book, teacherId };
}
