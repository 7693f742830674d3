import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { PrintOrderPayload } from '../../../common/schemas/store';
import { AppError } from '../../errors';
import type { PaymentIntentView } from '../../adapters/payments/provider';
import type { Database } from '../../db/schema';
import { holdCreditsForOrder } from '../credits/ledger';
import type { PublishedBook } from './find-book';
import type { PricedOrder } from './price-order';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/store/messages';

const ORDER_NUMBER_ATTEMPTS = 5;

/** The unpaid order a `?pi_id=` cart names, when it may be re-priced by this buyer. */
export type ReusableCart = NonNullable<Awaited<ReturnType<typeof findReusableCart>>>;

/**
 * A cart belongs to one buyer and one book: it is reused only by the same buyer (signed out
 * stays signed out, a teacher stays that teacher) for the same book. Anything else starts a
 * new order, so credits can never discount a cart whose buyer does not pay them, and one
 * book's price can never print another book.
 */
export async function findReusableCart(
  db: Kysely<Database>,
  cart: { intentId: string; buyerId: string | null; bookId: string },
) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'payment_intent_id', 'buyer_user_id', 'book_id'])
    .where('payment_intent_id', '=', cart.intentId)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (!order || order.buyer_user_id !== cart.buyerId || order.book_id !== cart.bookId) return null;
  return order;
}

/**
 * One order per cart: the reusable order is updated together with its intent; otherwise (no
 * cart, a paid or foreign one) a new order and intent are made. Credits are held for the order
 * in the same transaction that writes it.
 */
export async function savePrintOrder(
  app: FastifyInstance,
  input: {
    book: PublishedBook;
    payload: PrintOrderPayload;
    priced: PricedOrder;
    buyerId: string | null;
    cart: ReusableCart | null;
  },
): Promise<{ orderNumber: string; intent: PaymentIntentView }> {
  const { cart } = input;
  if (cart) {
    const intent = await upsertIntent(app, cart.id, cart.payment_intent_id, input);
    if (intent) {
      await writeOrder(app, {
        ...input,
        orderId: cart.id,
        number: cart.number,
        intent,
        update: true,
      });
      return { orderNumber: cart.number, intent };
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
      // The book and the buyer are named again, so a cart can never change either.
      const updated = await trx
        .updateTable('orders')
        .set(columns)
        .where('id', '=', input.orderId)
        .where('status', '=', 'awaiting_payment')
        .where('book_id', '=', input.book.id)
        .where((eb) =>
          input.buyerId === null
            ? eb('buyer_user_id', 'is', null)
            : eb('buyer_user_id', '=', input.buyerId),
        )
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
    await holdCredits(app, trx, input, quote.creditsRedeemed);
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

/**
 * Holds the order's credits (releasing what an earlier pricing of the cart held). The ledger
 * refuses to hold more than the teacher has, even when several carts are priced at once.
 */
async function holdCredits(
  app: FastifyInstance,
  trx: Transaction<Database>,
  input: { buyerId: string | null; orderId: string; update: boolean },
  credits: number,
) {
  const now = new Date();
  if (input.buyerId === null) {
    // priceOrder allows credits only to a signed-in teacher, so an anonymous cart holds none.
    if (credits > 0) throw insufficientCredits();
    return;
  }
  if (credits === 0 && !input.update) return;
  const held = await holdCreditsForOrder(trx, app.dbKind, {
    teacherId: input.buyerId,
    orderId: input.orderId,
    credits,
    now,
  });
  if (!held) throw insufficientCredits();
}

const insufficientCredits = () =>
  new AppError('BAD_REQUEST', { creditsRedeemed: STORE_MESSAGES.insufficientCredits });
