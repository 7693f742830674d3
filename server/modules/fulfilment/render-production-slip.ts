import { BOOK_COPY } from '../../../common/publishing/book-copy';
import { BRAND } from '../guides/brand';
import {
  BOOK_PAGE,
  bookTitle,
  collect,
  layoutClassBook,
  newBookDocument,
  type BookCopy,
  type ClassBook,
} from './render-class-book';

export interface PrintJob {
  copy: BookCopy;
  copies: number;
}

/**
 * The order's print file for the print shop: a production slip first (the order number and,
 * for each book in the file, how many copies to print and which pages of the file it is),
 * then each book as readers will hold it. The slip is a page of its own that the shop takes
 * out; no reader's page carries order data (issue 12, point 6). The order number is also in
 * the PDF's metadata.
 */
export async function renderOrderPrintFile(
  { orderNumber, book, jobs }: { orderNumber: string; book: ClassBook; jobs: PrintJob[] },
  { compress = true, creationDate = new Date() }: { compress?: boolean; creationDate?: Date } = {},
): Promise<Buffer> {
  const total = jobs.reduce((sum, job) => sum + job.copies, 0);
  const doc = newBookDocument({
    title: `${book.title} (order ${orderNumber})`,
    production: BOOK_COPY.slipLine(orderNumber, total),
    compress,
    creationDate,
  });
  const finished = collect(doc);
  doc.addPage();
  const ranges = jobs.map((job) => {
    const from = doc.bufferedPageRange().count + 1;
    const { pageCount } = layoutClassBook(doc, book, job.copy);
    return { job, from, to: from + pageCount - 1, pageCount };
  });

  doc.switchToPage(0);
  const left = 54;
  const width = BOOK_PAGE.width - left * 2;
  doc.font('sansBold').fontSize(16).fillColor(BRAND.ink);
  doc.text(BOOK_COPY.slipTitle, left, 60, { width });
  doc.moveDown(0.3).font('sans').fontSize(10).fillColor(BRAND.muted);
  doc.text(book.title, { width });
  doc.moveDown(1);
  for (const { job, from, to, pageCount } of ranges) {
    doc.font('sansBold').fontSize(10.5).fillColor(BRAND.ink);
    doc.text(BOOK_COPY.slipLine(orderNumber, job.copies), { width });
    doc.font('sans').fontSize(9.5).fillColor(BRAND.muted);
    doc.text(`${bookTitle(book, job.copy)} · file pages ${from}–${to} (${pageCount} pages)`, {
      width,
    });
    doc.moveDown(0.6);
  }
  doc.end();
  return finished;
}
