import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STORE_SERVER_MESSAGES } from '../../../common/messages';
import type { PrintOrderPayload } from '../../../common/schemas/store';
import { AppError } from '../../errors';
import type { PaymentIntentView } from '../../adapters/payments/provider';
import type { PublishedBook } from './find-book';
import type { PricedOrder } from './price-order';

const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * One order per cart: the order awaiting payment behind `?pi_id=` is updated together with its
 * intent; otherwise (no id, a paid or foreign cart) a new order and intent are made.
 */
export async function savePrintOrder(
  app: FastifyInstance,
  input: {
    book: PublishedBook;
    payload: PrintOrderPayload;
    priced: PricedOrder;
    buyerId: string | null;
    intentId: string | undefined;
  },
): Promise<{ orderNumber: string; intent: PaymentIntentView }> {
  const existing = input.intentId ? await reusableOrder(app, input.intentId, input.buyerId) : null;
  if (existing) {
    const intent = await upsertIntent(app, existing.id, existing.payment_intent_id, input);
    if (intent) {
      await writeOrder(app, {
        ...input,
        orderId: existing.id,
        number: existing.number,
        intent,
        update: true,
      });
      return { orderNumber: existing.number, intent };
    }
  }
  const orderId = crypto.randomUUID();
  const intent = (await upsertIntent(app, orderId, null, input))!;
  for (let attempt = 1; ; attempt++) {
    const number = `LB-${randomInt(100_000, 1_000_000)}`;
    try {
      await writeOrder(app, { ...input, orderId, number, intent, update: false });
      return { orderNumber: number, intent };
    } catch (error) {
      const taken = await app.db
        .selectFrom('orders')
        .select('id')
        .where('number', '=', number)
        .executeTakeFirst();
      if (!taken || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

async function reusableOrder(app: FastifyInstance, intentId: string, buyerId: string | null) {
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'number', 'payment_intent_id', 'buyer_user_id'])
    .where('payment_intent_id', '=', intentId)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  // Someone else's cart is never reused: a signed-in buyer's order stays theirs.
  if (!order || (order.buyer_user_id && order.buyer_user_id !== buyerId)) return null;
  return order;
}

async function upsertIntent(
  app: FastifyInstance,
  orderId: string,
  intentId: string | null,
  {
    priced,
    payload,
    book,
  }: { priced: PricedOrder; payload: PrintOrderPayload; book: PublishedBook },
): Promise<PaymentIntentView | null> {
  const amountCents = priced.quote.totalCents;
  // The same cart asked again with the same content gets the same key, so a retried request
  // can never make a second intent; any change makes a new key.
  const idempotencyKey = createHash('sha256')
    .update(JSON.stringify([orderId, amountCents, priced.items, priced.quote, priced.shipping]))
    .digest('hex');
  const request = {
    amountCents,
    currency: 'usd' as const,
    idempotencyKey,
    metadata: { orderId, bookCode: book.code },
    receiptEmail: payload.address.email,
    description: `Lectio book order: ${book.name}`,
  };
  if (!intentId) return app.payments.upsertIntent(request);
  try {
    return await app.payments.upsertIntent({ ...request, intentId });
  } catch (error) {
    // The intent can no longer change (paid or canceled meanwhile): the caller starts a new cart.
    if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND')) {
      return null;
    }
    throw error;
  }
}

async function writeOrder(
  app: FastifyInstance,
  input: {
    book: PublishedBook;
    payload: PrintOrderPayload;
    priced: PricedOrder;
    buyerId: string | null;
    orderId: string;
    number: string;
    intent: PaymentIntentView;
    update: boolean;
  },
): Promise<void> {
  const { priced, payload, intent } = input;
  const { quote, destination, shipping } = priced;
  const now = new Date().toISOString();
  const columns = {
    email: payload.address.email,
    first_name: payload.address.firstName,
    last_name: payload.address.lastName,
    telephone: payload.address.telephone || null,
    ...destination,
    book_type: priced.type,
    class_order: input.book.openClassOrder,
    copies: quote.copies,
    unit_price_cents: quote.unitPriceCents,
    books_cents: quote.copies * quote.unitPriceCents,
    credits_redeemed: quote.creditsRedeemed,
    credit_discount_cents: quote.creditDiscountCents,
    shipping_rate_id: shipping.rateId,
    shipping_name: shipping.name,
    shipping_estimated: shipping.estimated,
    shipping_tracking: shipping.tracking ? 1 : 0,
    shipping_cents: quote.shippingCents,
    total_cents: quote.totalCents,
    payment_provider: app.payments.name,
    payment_intent_id: intent.id,
    updated_at: now,
  };
  await app.db.transaction().execute(async (trx) => {
    if (input.update) {
      const updated = await trx
        .updateTable('orders')
        .set(columns)
        .where('id', '=', input.orderId)
        .where('status', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw new AppError('CONFLICT', { order: STORE_SERVER_MESSAGES.orderAlreadyPaid });
      }
      await trx.deleteFrom('order_items').where('order_id', '=', input.orderId).execute();
    } else {
      await trx
        .insertInto('orders')
        .values({
          id: input.orderId,
          number: input.number,
          book_id: input.book.id,
          buyer_user_id: input.buyerId,
          currency: 'usd',
          status: 'awaiting_payment',
          created_at: now,
          ...columns,
        })
        .execute();
    }
    const items =
      priced.items.length > 0
        ? priced.items.map((item) => ({
            studentId: item.studentId as string | null,
            studentName: item.studentName as string | null,
            quantity: item.quantity,
          }))
        : [{ studentId: null, studentName: null, quantity: quote.copies }];
    await trx
      .insertInto('order_items')
      .values(
        items.map((item) => ({
          id: crypto.randomUUID(),
          order_id: input.orderId,
          student_id: item.studentId,
          student_name: item.studentName,
          quantity: item.quantity,
        })),
      )
      .execute();
    await trx
      .insertInto('payments')
      .values({
        id: crypto.randomUUID(),
        order_id: input.orderId,
        provider: app.payments.name,
        intent_id: intent.id,
        amount_cents: intent.amountCents,
        currency: intent.currency,
        status: intent.status,
        succeeded_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('intent_id').doUpdateSet({
          amount_cents: intent.amountCents,
          status: intent.status,
          updated_at: now,
        }),
      )
      .execute();
  });
}
