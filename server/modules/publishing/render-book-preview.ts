import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { authorName, loadBookPieces } from '../fulfilment/generate-order-pdf';
import { renderOrderPdf } from '../fulfilment/render-order-pdf';
import type { BookRow } from './find-book';

/** The whole book as it would print (one copy, no child's name), for the teacher to check. */
export async function renderBookPreview(db: Kysely<Database>, book: BookRow): Promise<Buffer> {
  const [klass, pieces] = await Promise.all([
    db
      .selectFrom('classes')
      .leftJoin('schools', 'schools.id', 'classes.school_id')
      .select(['classes.title', 'schools.name as schoolName'])
      .where('classes.id', '=', book.class_id)
      .executeTakeFirstOrThrow(),
    loadBookPieces(db, book.id),
  ]);
  return renderOrderPdf({
    orderNumber: `PREVIEW-${book.code}`,
    bookName: book.name,
    className: klass.title,
    schoolName: klass.schoolName ?? null,
    books: [
      {
        childName: null,
        copies: 1,
        pieces: pieces.map((piece) => ({
          author: authorName(piece.firstName, piece.lastName),
          title: piece.title,
          body: piece.body,
        })),
      },
    ],
  });
}
