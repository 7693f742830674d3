import type { FastifyInstance } from 'fastify';
import { loadClassBook } from '../fulfilment/load-class-book';
import { renderClassBook, type ClassBook } from '../fulfilment/render-class-book';
import type { BookPages } from '../../../common/schemas/publishing';

/** Books whose counts are kept; a count is a few bytes, a render about a second. */
const CACHED_BOOKS = 500;
const cache = new Map<string, Promise<BookPages>>();

/**
 * How many pages a Standard and a Premium copy of the book have (issue 12, point 7), for the
 * store's choice screen ("Standard · 42 pages"). A Premium copy is the same book plus the
 * child's contents entry, so any child gives its count. The contents of a book never change
 * once made (its pieces are snapshots), so counts are kept per book and version: a cache of
 * derived figures, which any instance can rebuild, holding nothing another instance needs.
 */
export function bookPageCounts(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  book: { id: string; updated_at: string },
): Promise<BookPages> {
  const key = `${book.id}:${book.updated_at}`;
  let counts = cache.get(key);
  if (!counts) {
    counts = loadClassBook(app.db, app.storage, book.id).then(countPages);
    // A failed render is not remembered: the next request tries again.
    counts.catch(() => cache.delete(key));
    cache.set(key, counts);
    if (cache.size > CACHED_BOOKS) cache.delete(cache.keys().next().value!);
  }
  return counts;
}

export async function countPages(book: ClassBook): Promise<BookPages> {
  // Pictures do not change the count much but cost time to embed: count with them anyway, so
  // the figure is the printed book's.
  const [standard, premium] = await Promise.all([
    renderClassBook({ book, copy: 'standard' }),
    renderClassBook({
      book,
      copy: { premium: { studentId: '', childName: 'A child' } },
    }),
  ]);
  return { standard: standard.pageCount, premium: premium.pageCount };
}
