import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { privateKey } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import type { OrderDetails } from './load-order';
import {
  renderOrderPdf,
  type OrderPdfInput,
  type PrintBook,
  type PrintPiece,
} from './render-order-pdf';

/**
 * Renders the order's print-ready PDF, stores it as a private file (a random key, never the
 * order number: the book holds children's names and writing) and records its key. A sweep
 * racing the payment path renders the same book twice; only the first key is recorded, and
 * the loser removes its copy and answers the recorded one.
 */
export async function generateOrderPdf(
  app: FastifyInstance,
  details: OrderDetails,
): Promise<string> {
  const input = await orderPdfInput(app.db, details);
  const bytes = await renderOrderPdf(input);
  const key = privateKey('orders', 'pdf');
  await app.storage.put(key, bytes, { contentType: 'application/pdf' });
  const recorded = await app.db
    .updateTable('orders')
    .set({ pdf_key: key, updated_at: new Date().toISOString() })
    .where('id', '=', details.order.id)
    .where('pdf_key', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 1) return key;
  await app.storage.delete(key);
  const order = await app.db
    .selectFrom('orders')
    .select('pdf_key')
    .where('id', '=', details.order.id)
    .executeTakeFirstOrThrow();
  return order.pdf_key ?? key;
}

/**
 * What to print: Premium and Journal are one book per chosen child (that child's writing, as
 * many copies as they asked for); Standard is the whole class's book, every child of it.
 */
export async function orderPdfInput(
  db: Kysely<Database>,
  { order, book, items }: OrderDetails,
): Promise<OrderPdfInput> {
  const pieces = await loadBookPieces(db, book.id);
  const toPiece = (row: BookPieceRow): PrintPiece => ({
    author: authorName(row.firstName, row.lastName),
    title: row.title,
    body: row.body,
  });

  let books: PrintBook[];
  if (order.book_type === 'standard') {
    books = [{ childName: null, copies: order.copies, pieces: pieces.map(toPiece) }];
  } else {
    books = items
      .filter((item) => item.studentId !== null)
      .map((item) => {
        const own = pieces.filter((row) => row.studentId === item.studentId);
        const first = own[0];
        return {
          childName: first ? authorName(first.firstName, first.lastName) : item.studentName,
          copies: item.quantity,
          pieces: own.map(toPiece),
        };
      });
  }
  return {
    orderNumber: order.number,
    bookName: book.name,
    className: book.classTitle,
    schoolName: book.schoolName,
    books,
  };
}

export interface BookPieceRow {
  studentId: string;
  title: string;
  body: string;
  firstName: string;
  lastName: string;
}

/** A book's pieces of writing in print order: by child (first name, last name), then position. */
export function loadBookPieces(db: Kysely<Database>, bookId: string): Promise<BookPieceRow[]> {
  return db
    .selectFrom('book_pieces')
    .innerJoin('students', 'students.id', 'book_pieces.student_id')
    .innerJoin('book_students', (join) =>
      join
        .onRef('book_students.book_id', '=', 'book_pieces.book_id')
        .onRef('book_students.student_id', '=', 'book_pieces.student_id'),
    )
    .select([
      'book_pieces.student_id as studentId',
      'book_pieces.title',
      'book_pieces.body',
      'students.first_name as firstName',
      'students.last_name as lastName',
    ])
    .where('book_pieces.book_id', '=', bookId)
    .orderBy('students.first_name')
    .orderBy('students.last_name')
    .orderBy('book_pieces.student_id')
    .orderBy('book_pieces.position')
    .execute();
}

/** First name and last initial, as the store names children everywhere. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}
