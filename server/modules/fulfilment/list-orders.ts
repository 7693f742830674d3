import type { Kysely } from 'kysely';
import type { MyOrder, StaffOrder, StaffOrderStatus } from '../../../common/store/order-views';
import type { Database } from '../../db/schema';
import type { OrderLinks } from './order-links-service';

const LIST_LIMIT = 200;

function ordersWithBooks(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('books', 'books.id', 'orders.book_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.book_type as bookType',
      'orders.copies',
      'orders.total_cents as totalCents',
      'orders.created_at as createdAt',
      'orders.first_name as firstName',
      'orders.last_name as lastName',
      'orders.email',
      'orders.pdf_key as pdfKey',
      'orders.tracking_number as trackingNumber',
      'orders.link_version as linkVersion',
      'books.name as bookName',
    ]);
}

/** A signed-in buyer's orders, newest first; carts never paid are not orders yet. */
export async function listMyOrders(
  db: Kysely<Database>,
  links: OrderLinks,
  userId: string,
): Promise<MyOrder[]> {
  const rows = await ordersWithBooks(db)
    .where('orders.buyer_user_id', '=', userId)
    .where('orders.status', '!=', 'awaiting_payment')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.number', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      number: row.number,
      status: row.status,
      bookName: row.bookName,
      bookType: row.bookType,
      copies: row.copies,
      totalCents: row.totalCents,
      createdAt: row.createdAt,
      link: await links.path({ number: row.number, link_version: row.linkVersion }),
    })),
  );
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof ordersWithBooks>['executeTakeFirstOrThrow']>>;

function toStaffOrder(row: StaffRow): StaffOrder {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt,
    buyerName: `${row.firstName} ${row.lastName}`,
    buyerEmail: row.email,
    bookName: row.bookName,
    bookType: row.bookType,
    copies: row.copies,
    totalCents: row.totalCents,
    status: row.status,
    pdfReady: row.pdfKey !== null,
    trackingNumber: row.trackingNumber,
  };
}

/** The staff desk's tab: orders in one status, oldest first (the queue to work through). */
export async function listStaffOrders(
  db: Kysely<Database>,
  status: StaffOrderStatus,
): Promise<StaffOrder[]> {
  const rows = await ordersWithBooks(db)
    .where('orders.status', '=', status)
    .orderBy('orders.created_at', status === 'paid' || status === 'in_production' ? 'asc' : 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toStaffOrder);
}

export async function findStaffOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<StaffOrder | null> {
  const row = await ordersWithBooks(db).where('orders.id', '=', orderId).executeTakeFirst();
  return row ? toStaffOrder(row) : null;
}
