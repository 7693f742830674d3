import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PublishedBook } from '../find-book';
import type { PreviewBook } from './render-book-for-preview';

export const toPreviewBook = (book: PublishedBook): PreviewBook => ({
  id: book.id,
  name: book.name,
  classTitle: book.classTitle,
  schoolName: book.schoolName,
});

/**
 * Whether the child is one a buyer could choose for this book in the store: the same rule as
 * the child search (a child of the book's writers), so a Premium preview never shows a name
 * or a cover for a child of another class.
 */
export async function isChildOfBook(db: Kysely<Database>, bookId: string, studentId: string) {
  const row = await db
    .selectFrom('book_students')
    .select('student_id')
    .where('book_id', '=', bookId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A ready preview's id, if it belongs to the published book of this code. */
export async function findPreviewOfCode(db: Kysely<Database>, previewId: string, code: string) {
  return db
    .selectFrom('book_previews')
    .innerJoin('books', 'books.id', 'book_previews.book_id')
    .select(['book_previews.id', 'book_previews.page_count'])
    .where('book_previews.id', '=', previewId)
    .where('book_previews.status', '=', 'ready')
    .where('books.code', '=', code)
    .where('books.published_at', 'is not', null)
    .executeTakeFirst();
}
