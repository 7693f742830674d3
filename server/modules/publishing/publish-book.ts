import type { Kysely } from 'kysely';
import type { BookPublication } from '../../../common/schemas/publishing';
import type { Database } from '../../db/schema';
import type { BookRow } from './find-book';

/**
 * Puts the book's store code into the bookstore's search. Publishing again keeps the first
 * date.
 */
export async function publishBook(db: Kysely<Database>, book: BookRow): Promise<BookPublication> {
  const publishedAt = book.published_at ?? new Date().toISOString();
  await setPublishedAt(db, book.id, publishedAt);
  return { code: book.code, publishedAt };
}

/** Takes the book out of the bookstore's search; its code finds nothing until published again. */
export async function unpublishBook(db: Kysely<Database>, book: BookRow): Promise<BookPublication> {
  await setPublishedAt(db, book.id, null);
  return { code: book.code, publishedAt: null };
}

async function setPublishedAt(db: Kysely<Database>, bookId: string, publishedAt: string | null) {
  await db
    .updateTable('books')
    .set({ published_at: publishedAt, updated_at: new Date().toISOString() })
    .where('id', '=', bookId)
    .execute();
}
