import PDFDocument from 'pdfkit';
import {
  BILLING_DOCUMENT_COPY as COPY,
  billingDate,
  documentMoney as formatUsd,
  LECTIO_W9,
} from '../../../common/copy/billing-documents';
import { PRODUCT_NAME } from '../../../common/constants';
import { BRAND } from '../guides/brand';
import { printable } from '../fulfilment/render-order-pdf';
import type { Remittance } from './remittance';

/**
 * The one layout of Lectio's billing documents (issue 16, point 5): a quote or a Net-30
 * invoice on US Letter, in pdfkit's built-in Helvetica like the receipts. The header band, the
 * facts (number and dates), who is billed (with the PO number), the lines with their quantity,
 * unit and amount, credit and total, then the sections each kind adds (payment instructions,
 * the W-9 block, how to accept). Pages break between blocks, never inside a line.
 */

export interface DocumentLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface BilledTo {
  name: string;
  email?: string | null;
  /** The school's postal address, one line each, when the account has one. */
  address?: readonly string[];
  poNumber?: string | null;
}

export interface DocumentOptions {
  /** Tests turn compression off to read the text. */
  compress?: boolean;
}

export interface BillingDocument {
  kind: 'quote' | 'invoice';
  number: string;
  issuedAt: string;
  facts: [string, string][];
  billedTo: BilledTo;
  lines: readonly DocumentLine[];
  creditCents: number;
  totalCents: number;
  /** The last row's label: 'Total' on a quote, 'Amount due' on an invoice. */
  totalLabel: string;
  taxExempt: boolean;
  /** A stamp beside the title ('Paid', 'Development copy'…), if any. */
  stamp?: string | null;
  remittance: Remittance;
  sections: (draw: DocumentPen) => void;
}

const PAGE = { width: 612, height: 792 } as const;
const LEFT = 60;
const RIGHT = PAGE.width - 60;
const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - 72;
const COLUMNS = { quantity: 50, unit: 80, amount: 90 } as const;

/** What the kind-specific sections draw with. */
export interface DocumentPen {
  heading(text: string): void;
  paragraph(text: string, options?: { link?: string; muted?: boolean }): void;
  pairs(rows: readonly [string, string][]): void;
  list(items: readonly string[]): void;
  gap(points?: number): void;
}

export async function renderBillingDocument(
  document: BillingDocument,
  { compress = true }: DocumentOptions = {},
): Promise<Buffer> {
  const title = document.kind === 'quote' ? COPY.quoteTitle : COPY.invoiceTitle;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: 0, bottom: 0, left: LEFT, right: PAGE.width - RIGHT },
    compress,
    info: {
      Title: `${PRODUCT_NAME} ${title.toLowerCase()} ${document.number}`,
      Author: LECTIO_W9.legalName,
      Creator: PRODUCT_NAME,
      // The same document is the same file whenever it is rendered.
      CreationDate: new Date(document.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let y = 0;
  const footer = () => {
    doc.font('Helvetica').fontSize(8).fillColor(BRAND.muted);
    doc.text(`${COPY.footer} · ${document.number}`, LEFT, PAGE.height - 44, {
      width: WIDTH,
      align: 'center',
      lineBreak: false,
    });
  };
  /** Starts a new page when `height` points would not fit above the footer. */
  let onNewPage: (() => void) | null = null;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    footer();
    doc.addPage();
    doc.rect(0, 0, PAGE.width, 6).fill(BRAND.indigo);
    y = 48;
    onNewPage?.();
    // What the caller set before asking for room (the footer changed it).
    doc.font('Helvetica').fontSize(10);
  };

  // The band: who issues it and what it is.
  doc.rect(0, 0, PAGE.width, 118).fill(BRAND.indigo);
  doc.rect(0, 118, PAGE.width, 4).fill(BRAND.gold);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND.goldLight);
  doc.text(`${PRODUCT_NAME} · ${LECTIO_W9.legalName}`, LEFT, 40, { width: WIDTH });
  doc.font('Helvetica-Bold').fontSize(26).fillColor(BRAND.white);
  doc.text(title, LEFT, 62, { width: WIDTH / 2 });
  if (document.stamp) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND.goldLight);
    doc.text(document.stamp.toUpperCase(), RIGHT - 240, 72, {
      width: 240,
      align: 'right',
      characterSpacing: 0.8,
    });
  }

  // Number and dates side by side.
  y = 146;
  const column = WIDTH / document.facts.length;
  document.facts.forEach(([label, value], index) => {
    const x = LEFT + index * column;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
    doc.text(label.toUpperCase(), x, y, { width: column - 10, characterSpacing: 0.6 });
    doc.font('Helvetica').fontSize(12).fillColor(BRAND.ink);
    doc.text(value, x, y + 14, { width: column - 10 });
  });

  // Billed to, and from.
  y = 200;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
  doc.text(COPY.billedTo.toUpperCase(), LEFT, y, { characterSpacing: 0.6 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND.ink);
  doc.text(printable(document.billedTo.name), LEFT, y + 14, { width: WIDTH / 2 - 10 });
  doc.font('Helvetica').fontSize(10).fillColor(BRAND.ink);
  for (const line of document.billedTo.address ?? []) {
    doc.text(printable(line), { width: WIDTH / 2 - 10 });
  }
  if (document.billedTo.email) {
    doc.fillColor(BRAND.muted).text(printable(document.billedTo.email), { width: WIDTH / 2 - 10 });
  }
  if (document.billedTo.poNumber) {
    doc.font('Helvetica-Bold').fillColor(BRAND.ink);
    doc.text(printable(COPY.poNumber(document.billedTo.poNumber)), { width: WIDTH / 2 - 10 });
  }
  const billedBottom = doc.y;
  const fromX = LEFT + WIDTH / 2 + 10;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.muted);
  doc.text('FROM', fromX, y, { characterSpacing: 0.6 });
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND.ink);
  doc.text(LECTIO_W9.legalName, fromX, y + 14, { width: WIDTH / 2 - 10 });
  doc.font('Helvetica').fontSize(10);
  for (const line of LECTIO_W9.address) doc.text(line, { width: WIDTH / 2 - 10 });
  doc.fillColor(BRAND.muted).text(LECTIO_W9.billingEmail, { width: WIDTH / 2 - 10 });
  y = Math.max(billedBottom, doc.y) + 24;

  // The lines.
  const descriptionWidth = WIDTH - COLUMNS.quantity - COLUMNS.unit - COLUMNS.amount - 12;
  const qtyX = LEFT + descriptionWidth + 4;
  const unitX = qtyX + COLUMNS.quantity + 4;
  const amountX = RIGHT - COLUMNS.amount;
  const header = () => {
    doc.rect(LEFT - 8, y - 6, WIDTH + 16, 22).fill(BRAND.indigoSoft);
    doc.font('Helvetica-Bold').fontSize(8).fillColor(BRAND.indigoDeep);
    doc.text(COPY.columns.description.toUpperCase(), LEFT, y, { width: descriptionWidth });
    doc.text(COPY.columns.quantity.toUpperCase(), qtyX, y, {
      width: COLUMNS.quantity,
      align: 'right',
    });
    doc.text(COPY.columns.unit.toUpperCase(), unitX, y, { width: COLUMNS.unit, align: 'right' });
    doc.text(COPY.columns.amount.toUpperCase(), amountX, y, {
      width: COLUMNS.amount,
      align: 'right',
    });
    y += 24;
  };
  const rule = () => {
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(BRAND.line).stroke();
    y += 8;
  };
  room(60);
  header();
  // A long table carries its column heads onto each new page.
  onNewPage = header;
  for (const line of document.lines) {
    doc.font('Helvetica').fontSize(10);
    const height = doc.heightOfString(printable(line.description), { width: descriptionWidth });
    room(height + 12);
    doc.fillColor(BRAND.ink);
    doc.text(printable(line.description), LEFT, y, { width: descriptionWidth });
    doc.text(String(line.quantity), qtyX, y, { width: COLUMNS.quantity, align: 'right' });
    doc.text(formatUsd(line.unitCents), unitX, y, { width: COLUMNS.unit, align: 'right' });
    doc.text(formatUsd(line.amountCents), amountX, y, { width: COLUMNS.amount, align: 'right' });
    y += height + 8;
    rule();
  }

  onNewPage = null;
  // Totals, right-aligned under the amounts.
  const subtotal = document.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const totalRow = (label: string, amount: string, bold = false) => {
    room(20);
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor(BRAND.ink);
    doc.text(label, unitX - 140, y, { width: 140 + COLUMNS.unit, align: 'right' });
    doc.text(amount, amountX, y, { width: COLUMNS.amount, align: 'right' });
    y += bold ? 22 : 16;
  };
  totalRow(COPY.subtotal, formatUsd(subtotal));
  if (document.creditCents > 0) totalRow(COPY.credit, `-${formatUsd(document.creditCents)}`);
  totalRow(document.totalLabel, formatUsd(document.totalCents), true);
  if (document.taxExempt) {
    room(20);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND.goldText);
    doc.text(COPY.taxExempt, LEFT, y, { width: WIDTH, align: 'right' });
    y = doc.y + 6;
  }
  y += 10;

  const pen: DocumentPen = {
    heading(text) {
      room(48);
      y += 8;
      doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND.indigo);
      doc.text(text, LEFT, y, { width: WIDTH });
      y = doc.y + 6;
    },
    paragraph(text, { link, muted = false } = {}) {
      doc.font('Helvetica').fontSize(10);
      room(doc.heightOfString(text, { width: WIDTH }) + 6);
      doc.fillColor(link ? BRAND.indigo : muted ? BRAND.muted : BRAND.ink);
      doc.text(printable(text), LEFT, y, { width: WIDTH, ...(link ? { link } : {}) });
      y = doc.y + 4;
    },
    pairs(rows) {
      for (const [label, value] of rows) {
        doc.font('Helvetica').fontSize(10);
        const height = doc.heightOfString(value, { width: WIDTH - 190 });
        room(height + 4);
        doc.fillColor(BRAND.muted).text(label, LEFT + 12, y, { width: 170 });
        doc.fillColor(BRAND.ink).text(printable(value), LEFT + 190, y, { width: WIDTH - 190 });
        y += Math.max(height, 12) + 4;
      }
      y += 2;
    },
    list(items) {
      items.forEach((item, index) => {
        doc.font('Helvetica').fontSize(10);
        const height = doc.heightOfString(item, { width: WIDTH - 24 });
        room(height + 6);
        doc.fillColor(BRAND.ink).text(`${index + 1}.`, LEFT + 4, y, { width: 16 });
        doc.text(printable(item), LEFT + 24, y, { width: WIDTH - 24 });
        y += height + 6;
      });
    },
    gap(points = 8) {
      y += points;
    },
  };
  document.sections(pen);
  if (document.remittance.development) {
    pen.gap(6);
    pen.paragraph(document.remittance.developmentNote, { muted: true });
  }
  footer();
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** The issued date of either document, as its facts print it. */
export const printedDate = billingDate;
