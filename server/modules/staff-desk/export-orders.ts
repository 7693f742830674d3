import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { DESK_CSV } from '../../../common/copy/staff-desk';
import type { DeskFilters } from '../../../common/schemas/staff-desk';
import { BOOK_TYPE_LABELS, ORDER_STATUS_LABELS } from '../../../common/store/order-views';
import { centsToDollars } from '../../../common/store/pricing';
import type { Database } from '../../db/schema';
import { csvLine } from './csv';
import { deskOrdersByIds, filteredOrderIds } from './search-orders';

/** Rows read per query: bounded memory whatever the number of orders. */
const CHUNK = 500;

/**
 * Every order matching the desk's filters as CSV (issue 12, point 13), streamed: a chunk of
 * ids at a time in the desk's order, each turned into lines before the next is read.
 */
export function exportOrdersCsv(db: Kysely<Database>, filters: DeskFilters): Readable {
  async function* lines() {
    yield `\uFEFF${csvHeader()}`;
    for (let offset = 0; ; offset += CHUNK) {
      const ids = await filteredOrderIds(db, filters).limit(CHUNK).offset(offset).execute();
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
      if (ids.length < CHUNK) return;
    }
  }
  return Readable.from(lines());
}

const csvHeader = () => csvLine([...DESK_CSV.exportHeader]);
