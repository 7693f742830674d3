import PDFDocument from 'pdfkit';
import { PARENT_COMPANY, PRODUCT_NAME } from '../../../common/constants';
import { formatUsd } from '../../../common/store/pricing';
import { lineTitle, receiptDate, type Receipt } from '../../../common/store/receipt';
import { BRAND } from '../guides/brand';
import { printable } from './render-order-pdf';

/**
 * A paid order's receipt as a one-page US Letter PDF, laid out like a card processor's
 * receipt: who was paid, the amount and date at the top, then the itemised lines, credits,
 * shipping, tax when there is any, and the total. pdfkit's built-in Helvetica, as every other
 * PDF of the product, so nothing has to be fetched or embedded.
 */

export interface ReceiptPdfInput {
  receipt: Receipt;
  /** The buyer's name and email, as on the order. */
  billedTo: { name: string; email: string };
  /** The signed status page, printed so the receipt leads back to the order. */
  statusLink: string;
}

export interface ReceiptPdfOptions {
  /** Tests turn compression off to read the text. */
  compress?: boolean;
}

const PAGE = { width: 612, height: 792 } as const;
const LEFT = 72;
const RIGHT = PAGE.width - 72;
const WIDTH = RIGHT - LEFT;
const AMOUNT_WIDTH = 110;

/** A money figure as drawn: credits are taken off, so they carry a minus. */
const minus = (cents: number) => `-${formatUsd(cents)}`;

export async function renderReceiptPdf(
  { receipt, billedTo, statusLink }: ReceiptPdfInput,
  { compress = true }: ReceiptPdfOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: 0, bottom: 0, left: LEFT, right: PAGE.width - RIGHT },
    compress,
    info: {
      Title: `${PRODUCT_NAME} receipt ${receipt.number}`,
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
      // A receipt for the same order is the same file whenever it is downloaded.
      CreationDate: new Date(receipt.paidAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // The band across the top, as processors' receipts open with the merchant's colour.
  doc.rect(0, 0, PAGE.width, 140).fill(BRAND.indigo);
  doc.rect(0, 140, PAGE.width, 4).fill(BRAND.gold);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(BRAND.goldLight);
  doc.text(PRODUCT_NAME, LEFT, 52, { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(24).fillColor(BRAND.white);
  doc.text(`Receipt from ${PRODUCT_NAME}`, LEFT, 74, { width: WIDTH });

  // Amount, date and receipt number side by side.
  const facts: [string, string][] = [
    ['Amount paid', formatUsd(receipt.totalCents)],
    ['Date paid', receiptDate(receipt.paidAt)],
    ['Order number', receipt.number],
  ];
  const column = WIDTH / facts.length;
  facts.forEach(([label, value], index) => {
    const x = LEFT + index * column;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
    doc.text(label.toUpperCase(), x, 176, { width: column - 12, characterSpacing: 0.6 });
    doc.font('Helvetica').fontSize(12).fillColor(BRAND.ink);
    doc.text(value, x, 192, { width: column - 12 });
  });

  doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
  doc.text('BILLED TO', LEFT, 236, { characterSpacing: 0.6 });
  doc.font('Helvetica').fontSize(11).fillColor(BRAND.ink);
  doc.text(printable(billedTo.name), LEFT, 252, { width: WIDTH });
  doc.fillColor(BRAND.muted).text(printable(billedTo.email), { width: WIDTH });

  // The summary table.
  let y = 310;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
  doc.text('SUMMARY', LEFT, y, { characterSpacing: 0.6 });
  y += 16;
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.muted);
  doc.text(printable(receipt.bookName), LEFT, y, { width: WIDTH });
  y = doc.y + 10;
  const box = { top: y, left: LEFT - 14, width: WIDTH + 28 };
  y += 14;

  const row = (
    label: string,
    amount: string,
    { detail, bold = false }: { detail?: string; bold?: boolean } = {},
  ) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .fillColor(BRAND.ink);
    doc.text(printable(label), LEFT, y, { width: WIDTH - AMOUNT_WIDTH - 12 });
    const labelBottom = doc.y;
    doc.text(amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    y = labelBottom;
    if (detail) {
      doc.font('Helvetica').fontSize(9).fillColor(BRAND.muted);
      doc.text(printable(detail), LEFT, y + 2, { width: WIDTH - AMOUNT_WIDTH - 12 });
      y = doc.y;
    }
    y += 12;
  };
  const rule = () => {
    doc
      .moveTo(LEFT, y - 4)
      .lineTo(RIGHT, y - 4)
      .lineWidth(0.75)
      .strokeColor(BRAND.line)
      .stroke();
    y += 8;
  };

  for (const line of receipt.lines) {
    row(lineTitle(line), formatUsd(line.amountCents), {
      detail: `Qty ${line.quantity} × ${formatUsd(line.unitCents)}`,
    });
  }
  rule();
  row('Subtotal', formatUsd(receipt.subtotalCents));
  if (receipt.credits) {
    row(`Teacher credits (${receipt.credits.credits} credits)`, minus(receipt.credits.cents));
  }
  row(`Shipping (${receipt.shipping.name})`, formatUsd(receipt.shipping.cents));
  if (receipt.taxCents > 0) row('Tax', formatUsd(receipt.taxCents));
  rule();
  row('Amount paid', formatUsd(receipt.totalCents), { bold: true });
  doc
    .roundedRect(box.left, box.top, box.width, y - box.top + 2, 8)
    .lineWidth(1)
    .strokeColor(BRAND.line)
    .stroke();

  // Where to go next, and who issued it.
  y += 34;
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.muted);
  doc.text('Follow your order, from the print shop to your door:', LEFT, y, { width: WIDTH });
  doc.fillColor(BRAND.indigo).text(statusLink, { width: WIDTH, link: statusLink });
  doc.moveDown(1.2).fillColor(BRAND.muted);
  doc.text('Keep this receipt for your records.', { width: WIDTH });
  doc.font('Helvetica').fontSize(8).fillColor(BRAND.muted);
  doc.text(
    `${PRODUCT_NAME} · ${PARENT_COMPANY.name} · Prices in US dollars`,
    LEFT,
    PAGE.height - 54,
    { width: WIDTH, align: 'center', lineBreak: false },
  );

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
