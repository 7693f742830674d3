import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { FastifyInstance } from 'fastify';
import { DESK_CSV } from '../../../common/copy/staff-desk';
import { countryName, usStateName } from '../../../common/store/countries';
import { writeAudit } from '../../lib/audit';
import { logOf } from '../../plugins/request-context';
import { generateOrderPdf } from '../fulfilment/generate-order-pdf';
import { loadOrderDetails, type OrderDetails } from '../fulfilment/load-order';
import { CSV_BOM, csvLine } from './csv';

/** Only orders that are paid for and not cancelled go to the print shop. */
const PRINTABLE = new Set(['paid', 'in_production', 'shipped']);

/**
 * The production batch (issue 12, point 13): one ZIP, streamed as it is made, holding the
 * print PDF of each selected order (rendered now if the sweep has not yet) and a packing list
 * (packing-list.csv: a row per order line with the copies and where they ship). The PDFs are
 * added one after another, so only one stored file is open at a time however many are chosen.
 * Orders not printable (unpaid or cancelled) are left out. Each included order's timeline
 * records the download.
 */
export async function productionBatch(
  app: FastifyInstance,
  orderIds: string[],
  actor: { userId: string; ip: string },
): Promise<Readable> {
  const orders: OrderDetails[] = [];
  for (const id of orderIds) {
    const details = await loadOrderDetails(app.db, { id });
    if (details && PRINTABLE.has(details.order.status)) orders.push(details);
  }
  orders.sort((a, b) => a.order.number.localeCompare(b.order.number));

  // The request is what is audited (before streaming: a download cut short still happened).
  for (const details of orders) {
    await writeAudit(app.db, {
      action: 'order.batch_downloaded',
      actorType: 'user',
      actorId: actor.userId,
      targetType: 'order',
      targetId: details.order.id,
      ip: actor.ip,
      details: { orderId: details.order.id, orders: orders.length },
    });
  }

  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (error) => out.destroy(error));
  zip.pipe(out);

  const addPdfs = async () => {
    const files = new Map<string, string>();
    for (const details of orders) {
      const key = details.order.pdf_key ?? (await generateOrderPdf(app, details));
      const stored = await app.storage.stream(key);
      if (!stored) continue;
      const name = `${details.order.number}.pdf`;
      await new Promise<void>((resolve, reject) => {
        zip.once('entry', () => resolve());
        stored.body.once('error', reject);
        zip.append(stored.body, { name, date: new Date(details.order.created_at) });
      });
      files.set(details.order.id, name);
    }
    zip.append(`${CSV_BOM}${packingList(orders, files)}`, { name: DESK_CSV.packingListName });
    await zip.finalize();
  };
  addPdfs().catch((error: unknown) => {
    logOf(app).error({ err: error }, 'Staff desk: the production batch failed');
    zip.abort();
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** The packing list: a row per order line (a Standard book has one line, no child). */
export function packingList(orders: OrderDetails[], files: Map<string, string>): string {
  let text = csvLine([...DESK_CSV.packingHeader]);
  for (const { order, book, items } of orders) {
    const address = [order.address_1, order.address_2].filter(Boolean).join(', ');
    const country = order.country_code
      ? (countryName(order.country_code) ?? order.country_code)
      : null;
    const state = order.state_code ? (usStateName(order.state_code) ?? order.state_code) : null;
    for (const item of items) {
      text += csvLine([
        order.number,
        book.name,
        item.studentName,
        item.quantity,
        `${order.first_name} ${order.last_name}`,
        address,
        order.city,
        state,
        order.zip,
        country,
        order.shipping_name,
        files.get(order.id) ?? DESK_CSV.noPdf,
      ]);
    }
  }
  return text;
}
