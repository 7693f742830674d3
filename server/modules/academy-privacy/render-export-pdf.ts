import { ACADEMY_EXPORT } from '../../../common/academy/privacy-messages';
import {
  renderOrderPdf,
  type OrderPdfOptions,
  type PrintPiece,
} from '../fulfilment/render-order-pdf';
import type { BuiltExport } from './build-export';
import { pdfTime } from './export-sections/section';

/**
 * The Academy export as a readable document, with the renderer of the Journals' privacy
 * export (server/modules/privacy/render-export-pdf.ts): a cover with the person's name, then
 * each section from a new page, one titled piece per entry.
 */
export function renderAcademyExportPdf(
  built: BuiltExport,
  options?: OrderPdfOptions,
): Promise<Buffer> {
  const pieces: PrintPiece[] = built.pdf.flatMap((section) =>
    // The renderer opens a new page when the author changes: each section starts a page,
    // and its name stands under each entry's title.
    section.pieces.map((piece) => ({
      author: section.title,
      title: piece.title,
      body: piece.lines.join('\n'),
    })),
  );
  return renderOrderPdf(
    {
      orderNumber: ACADEMY_EXPORT.reference,
      bookName: ACADEMY_EXPORT.pdfTitle(built.name),
      className: `${ACADEMY_EXPORT.labels.exportedAt}: ${pdfTime(built.json.exportedAt)}`,
      schoolName: null,
      books: [{ childName: built.name, copies: 1, pieces }],
    },
    options,
  );
}
