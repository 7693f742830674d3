import { Readable } from 'node:stream';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { DESK_CSV } from '../../../common/copy/staff-desk';
import type { DeskFilters } from '../../../common/schemas/staff-desk';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '../../../common/store/order-views';
import { centsToDollars } from '../../../common/store/pricing';
import type { Database } from '../../db/schema';
import { csvLine } from './csv';
import { deskCondition, deskOrdersByIds } from './search-orders';

/** Rows read per query: bounded memory whatever the number of orders. */
const CHUNK = 500;

/**
 * Every order matching the desk's filters as CSV (issue 12, point 13), streamed: a chunk of
 * ids at a time, oldest first, each turned into lines before the next is read. Chunks follow
 * on from the last row read (created_at, id), not by offset, so each read is an index range
 * however far into 100,000 orders the export is.
 */
export function exportOrdersCsv(
  db: Kysely<Database>,
  filters: DeskFilters,
  chunk = CHUNK,
): Readable {
  async function* lines() {
    yield `\uFEFF${csvHeader()}`;
    type Place = { created_at: string; id: string };
    let after: Place | null = null;
    for (;;) {
      const from: Place | null = after;
      const ids: Place[] = await db
        .selectFrom('orders')
        .select(['orders.id', 'orders.created_at'])
        .where((eb): Expression<SqlBool> => {
          const condition = deskCondition(eb, filters);
          if (!from) return condition;
          return eb.and([
            condition,
            eb.or([
              eb('orders.created_at', '>', from.created_at),
              eb.and([
                eb('orders.created_at', '=', from.created_at),
                eb('orders.id', '>', from.id),
              ]),
            ]),
          ]);
        })
        .orderBy('orders.created_at')
        .orderBy('orders.id')
        .limit(chunk)
        .execute();
      after = ids.at(-1) ?? null;
      const orders = await deskOrdersByIds(
        db,
        ids.map((row) => row.id),
      );
      let text = '';
      for (const order of orders) {
        text += csvLine([
          order.number,
          order.createdAt,
          ORDER_STATUS_LABELS[order.status],
          order.buyerName,
          order.buyerEmail,
          order.schoolName,
          order.bookName,
          order.bookCode,
          BOOK_TYPE_LABELS[order.bookType],
          order.copies,
          centsToDollars(order.totalCents).toFixed(2),
          centsToDollars(order.refundedCents).toFixed(2),
          order.trackingNumber,
        ]);
      }
      if (text) yield text;
      if (ids.length < chunk) return;
    }
  }
  return Readable.from(lines());
}

const csvHeader = () => csvLine([...DESK_CSV.exportHeader]);
