import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored print file of an order and the number it is named after; null until generated. */
export async function findOrderPdf(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ number: string; pdfKey: string } | null> {
  const order = await db
    .selectFrom('orders')
    .select(['number', 'pdf_key as pdfKey'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order?.pdfKey ? { number: order.number, pdfKey: order.pdfKey } : null;
}
