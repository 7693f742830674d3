import type { FastifyInstance } from 'fastify';
import { privateKey } from '../../adapters/storage/storage';
import type { OrderDetails } from './load-order';
import { loadClassBook } from './load-class-book';
import type { BookCopy } from './render-class-book';
import { renderOrderPrintFile, type PrintJob } from './render-production-slip';

/**
 * Renders the order's print-ready PDF, stores it as a private file (a random key, never the
 * order number: the book holds children's names and writing) and records its key. A sweep
 * racing the payment path renders the same book twice; only the first key is recorded, and
 * the loser removes its copy and answers the recorded one.
 */
export async function generateOrderPdf(
  app: FastifyInstance,
  details: OrderDetails,
): Promise<string> {
  const bytes = await renderOrderFile(app, details);
  const key = privateKey('orders', 'pdf');
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  const recorded = await app.db
    .updateTable('orders')
    .set({ pdf_key: key, updated_at: new Date().toISOString() })
    .where('id', '=', details.order.id)
    .where('pdf_key', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 1) return key;
  await app.storage.delete(key);
  const order = await app.db
    .selectFrom('orders')
    .select('pdf_key')
    .where('id', '=', details.order.id)
    .executeTakeFirstOrThrow();
  return order.pdf_key ?? key;
}

/** The order's print file: the production slip, then each copy to print. */
export async function renderOrderFile(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  details: OrderDetails,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const book = await loadClassBook(app.db, app.storage, details.book.id);
  return renderOrderPrintFile(
    { orderNumber: details.order.number, book, jobs: orderPrintJobs(details) },
    options,
  );
}

/**
 * What to print: Standard is the whole class's book; Premium is the whole class's book for
 * each chosen child, their name on the cover as the buyer typed it and their pages marked;
 * Journal is each chosen child's own pages. Each as many copies as asked for.
 */
export function orderPrintJobs({ order, items }: OrderDetails): PrintJob[] {
  if (order.book_type === 'standard') return [{ copy: 'standard', copies: order.copies }];
  return items
    .filter((item) => item.studentId !== null)
    .map((item) => {
      const child = { studentId: item.studentId!, childName: item.studentName ?? '' };
      const copy: BookCopy =
        order.book_type === 'premium' ? { premium: child } : { journal: child };
      return { copy, copies: item.quantity };
    });
}
