import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { authorName, loadBookPieces } from '../../fulfilment/generate-order-pdf';
import { renderOrderPdf } from '../../fulfilment/render-order-pdf';

/** Which copy of the book the buyer is looking at. */
export type PreviewCopy = 'standard' | { premium: { studentId: string; childName: string } };

export interface PreviewBook {
  id: string;
  name: string;
  classTitle: string;
  schoolName: string | null;
}

/** Renders the book PDF a preview shows; injected so tests can count the renders. */
export type RenderBookForPreview = (
  db: Kysely<Database>,
  book: PreviewBook,
  copy: PreviewCopy,
) => Promise<Buffer>;

/**
 * The one seam between the store preview and the book's design: the PDF of the copy the
 * buyer would receive. When the book design's renderClassBook({ book, copy }) lands, this
 * body becomes that call and nothing else in the preview changes.
 */
export const renderBookForPreview: RenderBookForPreview = async (db, book, copy) => {
  const pieces = await loadBookPieces(db, book.id);
  const childName = copy === 'standard' ? null : copy.premium.childName;
  return renderOrderPdf({
    // The order renderer names an order on the cover; a preview has none.
    orderNumber: 'PREVIEW',
    bookName: book.name,
    className: book.classTitle,
    schoolName: book.schoolName,
    books: [
      {
        childName,
        copies: 1,
        pieces: pieces.map((piece) => ({
          author: authorName(piece.firstName, piece.lastName),
          title: piece.title,
          body: piece.body,
        })),
      },
    ],
  });
};
