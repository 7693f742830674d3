import type { Kysely } from 'kysely';
import type { FileStorage } from '../../../adapters/storage/storage';
import type { Database } from '../../../db/schema';
import { loadClassBook } from '../../fulfilment/load-class-book';
import { renderClassBook } from '../../fulfilment/render-class-book';

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
  storage: FileStorage,
  book: PreviewBook,
  copy: PreviewCopy,
) => Promise<Buffer>;

/**
 * The one seam between the store preview and the book's design: the very PDF of the copy the
 * buyer would receive (render-class-book.ts). The "Preview" mark is drawn on the page images
 * (rasterise-pages.ts), so the PDF is rendered without one.
 */
export const renderBookForPreview: RenderBookForPreview = async (db, storage, book, copy) => {
  const classBook = await loadClassBook(db, storage, book.id);
  return (await renderClassBook({ book: classBook, copy })).bytes;
};
