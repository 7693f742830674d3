import type { Kysely, Selectable } from 'kysely';
import { countryName, usStateName } from '../../../common/store/countries';
import type { OrderView } from '../../../common/store/order-views';
import type { Database, OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;

export interface OrderDetails {
  order: OrderRow;
  book: { id: string; name: string; classTitle: string; schoolName: string | null };
  items: { studentId: string | null; studentName: string | null; quantity: number }[];
}

/** One order with its book (class, school) and items, by id or by its public number. */
export async function loadOrderDetails(
  db: Kysely<Database>,
  by: { id: string } | { number: string },
): Promise<OrderDetails | null> {
  const query = db.selectFrom('orders').selectAll();
  const order = await (
    'id' in by ? query.where('id', '=', by.id) : query.where('number', '=', by.number)
  ).executeTakeFirst();
  if (!order) return null;
  const book = await db
    .selectFrom('books')
    .innerJoin('classes', 'classes.id', 'books.class_id')
    .leftJoin('schools', 'schools.id', 'classes.school_id')
    .select(['books.id', 'books.name', 'classes.title as classTitle', 'schools.name as schoolName'])
    .where('books.id', '=', order.book_id)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .select(['student_id as studentId', 'student_name as studentName', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('student_name')
    .orderBy('id')
    .execute();
  return { order, book, items };
}

/** What the buyer's status page shows (no ids, no payment details). */
export function toOrderView({ order, book, items }: OrderDetails): OrderView {
  const country = order.country_code;
  return {
    number: order.number,
    status: order.status,
    bookName: book.name,
    bookType: order.book_type,
    classOrder: order.class_order === 1,
    items: items.map(({ studentName, quantity }) => ({ studentName, quantity })),
    copies: order.copies,
    booksCents: order.books_cents,
    creditsRedeemed: order.credits_redeemed,
    creditDiscountCents: order.credit_discount_cents,
    shipping: {
      name: order.shipping_name,
      estimated: order.shipping_estimated,
      tracking: order.shipping_tracking === 1,
      cents: order.shipping_cents,
    },
    totalCents: order.total_cents,
    address: {
      firstName: order.first_name,
      lastName: order.last_name,
      address1: order.address_1,
      address2: order.address_2,
      city: order.city,
      zip: order.zip,
      country: country ? (countryName(country) ?? country) : null,
      state: order.state_code ? (usStateName(order.state_code) ?? order.state_code) : null,
    },
    trackingNumber: order.tracking_number,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    inProductionAt: order.in_production_at,
    shippedAt: order.shipped_at,
    cancelledAt: order.cancelled_at,
  };
}
