import type { Kysely, Selectable } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { BooksTable, Database } from '../../db/schema';

export type BookRow = Selectable<BooksTable>;

/** The book with this id, or undefined (an id that cannot name a record is not looked up). */
export async function findBook(db: Kysely<Database>, bookId: string): Promise<BookRow | undefined> {
  if (!RECORD_ID.test(bookId)) return undefined;
  return db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
}
