import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Raise when the preview's look changes (the renderer, the watermark, the image size), so every
 * cached preview is rendered again with it.
 */
export const PREVIEW_RENDER_VERSION = 2;

/**
 * A short fingerprint of everything a book's pages are drawn from: the book row (its name and
 * its updated_at, which every edit raises), its class and school names on the cover, and its
 * pieces and children. A change to any gives a new cache key, so a stale preview is never
 * served; the old images are removed once the new ones exist.
 */
export async function contentVersion(db: Kysely<Database>, bookId: string): Promise<string> {
  const [book, pieces, children] = await Promise.all([
    db
      .selectFrom('books')
      .innerJoin('classes', 'classes.id', 'books.class_id')
      .leftJoin('schools', 'schools.id', 'classes.school_id')
      .select(['books.name', 'books.updated_at', 'classes.title', 'schools.name as schoolName'])
      .where('books.id', '=', bookId)
      .executeTakeFirst(),
    db
      .selectFrom('book_pieces')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('created_at').as('latest'),
        eb.fn.sum<number | string | null>(eb.fn('length', ['body'])).as('length'),
      ])
      .where('book_id', '=', bookId)
      .executeTakeFirst(),
    db
      .selectFrom('book_students')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('book_id', '=', bookId)
      .executeTakeFirst(),
  ]);
  const parts = [
    PREVIEW_RENDER_VERSION,
    book?.name,
    book?.updated_at,
    book?.title,
    book?.schoolName,
    // PostgreSQL answers counts and sums as strings; SQLite as numbers.
    String(pieces?.count ?? 0),
    pieces?.latest ?? '',
    String(pieces?.length ?? 0),
    String(children?.count ?? 0),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}
