import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../common/constants';
import { BRAND } from '../guides/brand';

/**
 * Lays out an order's print-ready PDF with pdfkit's built-in fonts: for every book to print,
 * a cover (book name, class, school, and the child for a Premium book or a Journal) and then
 * each child's writing, a child starting on a fresh page. Trade paperback size (6 × 9 in).
 * The student's own writing PDF and the privacy export use it: they are readers' documents,
 * so the reference (orderNumber) goes into the metadata only, never on a page (issue 12,
 * point 6). Class books have their own layout (render-class-book.ts).
 */

export interface PrintPiece {
  author: string;
  title: string;
  body: string;
}

export interface PrintBook {
  /** The child this copy is for (Premium, Journal); null for the whole class's book. */
  childName: string | null;
  copies: number;
  /** Grouped by child, in book order. */
  pieces: PrintPiece[];
}

export interface OrderPdfInput {
  orderNumber: string;
  bookName: string;
  className: string;
  schoolName: string | null;
  books: PrintBook[];
}

export interface OrderPdfOptions {
  /** Tests turn compression off to read the text; stored files are compressed. */
  compress?: boolean;
  creationDate?: Date;
}

const PAGE = { width: 432, height: 648 } as const;
const MARGIN = { top: 54, bottom: 60, left: 50, right: 50 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export async function renderOrderPdf(
  input: OrderPdfInput,
  { compress = true, creationDate = new Date() }: OrderPdfOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    compress,
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    info: {
      Title: printable(`${input.bookName} (order ${input.orderNumber})`),
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
      CreationDate: creationDate,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const covers = new Set<number>();
  for (const book of input.books) {
    covers.add(doc.bufferedPageRange().count);
    drawCover(doc, input, book);
    let author: string | null = null;
    for (const piece of book.pieces) {
      // Each child opens on a new page; a child's further pieces follow on.
      if (piece.author !== author) {
        doc.addPage();
        author = piece.author;
      } else {
        doc.moveDown(1.5);
      }
      // In one child's own book their name is on the cover: not again under every title.
      drawPiece(doc, piece, piece.author !== book.childName);
    }
    if (book.pieces.length === 0) {
      doc.addPage();
      doc.font('Helvetica').fontSize(11).fillColor(BRAND.muted);
      doc.text('No published writing.', { width: CONTENT_WIDTH });
    }
  }
  drawPageNumbers(doc, input.bookName, covers);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function drawCover(doc: PDFKit.PDFDocument, input: OrderPdfInput, book: PrintBook): void {
  doc.addPage();
  const band = 360;
  doc.rect(0, 0, PAGE.width, band).fill(BRAND.indigo);
  doc.rect(0, band - 6, PAGE.width, 6).fill(BRAND.gold);
  doc
    .font('Times-Bold')
    .fontSize(30)
    .fillColor(BRAND.white)
    .text(printable(input.bookName), MARGIN.left, 120, { width: CONTENT_WIDTH });
  if (book.childName) {
    doc.moveDown(0.4).font('Times-Roman').fontSize(18).fillColor(BRAND.goldLight);
    doc.text(printable(book.childName), { width: CONTENT_WIDTH });
  }
  doc.font('Helvetica').fontSize(13).fillColor(BRAND.ink);
  doc.text(printable(input.className), MARGIN.left, band + 40, { width: CONTENT_WIDTH });
  if (input.schoolName) {
    doc.moveDown(0.3).text(printable(input.schoolName), { width: CONTENT_WIDTH });
  }
}

function drawPiece(doc: PDFKit.PDFDocument, piece: PrintPiece, byline: boolean): void {
  doc.font('Times-Bold').fontSize(17).fillColor(BRAND.indigo);
  doc.text(printable(piece.title), { width: CONTENT_WIDTH });
  if (byline) {
    doc.moveDown(0.2).font('Helvetica-Oblique').fontSize(10).fillColor(BRAND.goldText);
    doc.text(printable(piece.author), { width: CONTENT_WIDTH });
  }
  doc.moveDown(0.8).font('Times-Roman').fontSize(11.5).fillColor(BRAND.ink);
  doc.text(printable(piece.body), { width: CONTENT_WIDTH, lineGap: 3, paragraphGap: 6 });
}

/** Page numbers on every page but the covers, written once all pages exist. */
function drawPageNumbers(
  doc: PDFKit.PDFDocument,
  bookName: string,
  covers: ReadonlySet<number>,
): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    if (covers.has(index)) continue;
    doc.switchToPage(index);
    // Writing in the bottom margin must not flow onto a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(BRAND.muted);
    doc.text(`${printable(bookName)} · ${index + 1}`, MARGIN.left, PAGE.height - 36, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The built-in fonts draw WinAnsi only: keep Latin-1 and the typographic marks it has, and
 * drop what they cannot draw (emoji, other scripts) rather than print garbage.
 */
export function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\n\t\x20-\x7e\xa0-\xff‘’“”•–—…]/gu, '');
}
