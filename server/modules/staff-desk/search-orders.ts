import { sql, type ExpressionBuilder, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { DeskFilters, DeskOrder, DeskSearchQuery } from '../../../common/schemas/staff-desk';
import type { Database } from '../../db/schema';

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

/** `LIKE` treats % and _ as wildcards: a search for "St_Mary" means the underscore. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The desk's filters as one condition on `orders` (issue 12, point 13). Each part is a read
 * on an index of migration 0032: status and date on (status, created_at) or (created_at),
 * school and book code through (book_id, created_at), email on lower(email), the number on
 * its unique index. A search term matches an order number or email by prefix, a book code
 * exactly, or a school by any part of its name.
 */
export function deskCondition(eb: OrdersEb, filters: DeskFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  parts.push(
    filters.status === 'all'
      ? eb('orders.status', '!=', 'awaiting_payment')
      : eb('orders.status', '=', filters.status),
  );
  if (filters.from) parts.push(eb('orders.created_at', '>=', `${filters.from}T00:00:00.000Z`));
  if (filters.to) parts.push(eb('orders.created_at', '<', dayAfter(filters.to)));
  if (filters.schoolId) {
    parts.push(
      eb(
        'orders.book_id',
        'in',
        eb
          .selectFrom('books')
          .innerJoin('classes', 'classes.id', 'books.class_id')
          .select('books.id')
          .where('classes.school_id', '=', filters.schoolId),
      ),
    );
  }
  const q = filters.q.trim();
  if (q) {
    const upper = q.toUpperCase();
    const lower = q.toLowerCase();
    // Ranges rather than LIKE, so both databases read the indexes (LIKE's prefix optimisation
    // depends on collation settings). U+FFFF sorts after every character an email can hold.
    parts.push(
      eb.or([
        eb.and([eb('orders.number', '>=', upper), eb('orders.number', '<', `${upper}\uffff`)]),
        eb.and([
          eb(sql`lower(orders.email)`, '>=', lower),
          eb(sql`lower(orders.email)`, '<', `${lower}\uffff`),
        ]),
        eb(
          'orders.book_id',
          'in',
          eb
            .selectFrom('books')
            .innerJoin('classes', 'classes.id', 'books.class_id')
            .leftJoin('schools', 'schools.id', 'classes.school_id')
            .select('books.id')
            .where((inner) =>
              inner.or([
                inner('books.code', '=', upper),
                inner(
                  sql`lower(schools.name)`,
                  'like',
                  sql<string>`${`%${likeEscaped(lower)}%`} escape '\\'`,
                ),
              ]),
            ),
        ),
      ]),
    );
  }
  return eb.and(parts);
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** The ordered ids of the filtered orders, a page at a time (or a chunk, for the export). */
export function filteredOrderIds(db: Kysely<Database>, filters: DeskFilters) {
  const direction = filters.dir;
  let query = db
    .selectFrom('orders')
    .select('orders.id')
    .where((eb) => deskCondition(eb, filters));
  if (filters.sort === 'total') query = query.orderBy('orders.total_cents', direction);
  if (filters.sort === 'number') query = query.orderBy('orders.number', direction);
  // Newest (or oldest) first, then id: a stable order so pages never repeat or skip a row.
  return query.orderBy('orders.created_at', direction).orderBy('orders.id', direction);
}

/** The rows the desk shows for these orders, in the order of `ids`. */
export async function deskOrdersByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<DeskOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('books', 'books.id', 'orders.book_id')
    .innerJoin('classes', 'classes.id', 'books.class_id')
    .leftJoin('schools', 'schools.id', 'classes.school_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.book_type as bookType',
      'orders.copies',
      'orders.total_cents as totalCents',
      'orders.refunded_cents as refundedCents',
      'orders.created_at as createdAt',
      'orders.first_name as firstName',
      'orders.last_name as lastName',
      'orders.email',
      'orders.pdf_key as pdfKey',
      'orders.tracking_number as trackingNumber',
      'books.name as bookName',
      'books.code as bookCode',
      'schools.name as schoolName',
    ])
    .where('orders.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        number: row.number,
        createdAt: row.createdAt,
        buyerName: `${row.firstName} ${row.lastName}`,
        buyerEmail: row.email,
        bookName: row.bookName,
        bookCode: row.bookCode,
        bookType: row.bookType,
        schoolName: row.schoolName,
        copies: row.copies,
        totalCents: row.totalCents,
        refundedCents: Number(row.refundedCents),
        status: row.status,
        pdfReady: row.pdfKey !== null,
        trackingNumber: row.trackingNumber,
      },
    ];
  });
}

/**
 * Counting stops here: beyond it the desk says "10,000+" and staff narrow the search. A count
 * of every order would read the whole table on each page turn (the bench's desk part).
 */
export const DESK_COUNT_CAP = 10_000;

/** One page of the desk: its orders and how many match in all (up to the cap). */
export async function searchOrders(db: Kysely<Database>, query: DeskSearchQuery) {
  const [idRows, count] = await Promise.all([
    filteredOrderIds(db, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where((inner) => deskCondition(inner, query))
          .limit(DESK_COUNT_CAP + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    orders: await deskOrdersByIds(
      db,
      idRows.map((row) => row.id),
    ),
    total: Math.min(total, DESK_COUNT_CAP),
    more: total > DESK_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The schools for the desk's filter: those with a class that has a book. */
export async function listDeskSchools(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .select(['schools.id', 'schools.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('classes')
          .innerJoin('books', 'books.class_id', 'classes.id')
          .select('books.id')
          .whereRef('classes.school_id', '=', 'schools.id'),
      ),
    )
    .orderBy('schools.name')
    .limit(1000)
    .execute();
}
