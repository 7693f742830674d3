import type { FastifyInstance } from 'fastify';
import { BOOK_COPY } from '../../../common/publishing/book-copy';
import { loadClassBook } from '../fulfilment/load-class-book';
import { renderClassBook } from '../fulfilment/render-class-book';
import type { BookRow } from './find-book';

/** The whole book as it would print (a Standard copy), marked "Preview", for the teacher. */
export async function renderBookPreview(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  book: BookRow,
): Promise<Buffer> {
  const classBook = await loadClassBook(app.db, app.storage, book.id);
  const { bytes } = await renderClassBook({
    book: classBook,
    copy: 'standard',
    watermark: BOOK_COPY.preview,
  });
  return bytes;
}
