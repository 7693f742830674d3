import { sql, type Kysely } from 'kysely';
import type { TeacherBook } from '../../../common/schemas/publishing';
import type { Database } from '../../db/schema';

/** The class's books, newest first, with their students, pieces and paid orders counted. */
export async function listClassBooks(
  db: Kysely<Database>,
  classId: string,
): Promise<TeacherBook[]> {
  const rows = await db
    .selectFrom('books as b')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.code',
      'b.type',
      'b.open_class_order',
      'b.published_at',
      eb
        .selectFrom('book_students')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('book_students.book_id', '=', 'b.id')
        .as('studentCount'),
      eb
        .selectFrom('book_pieces')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('book_pieces.book_id', '=', 'b.id')
        .as('pieceCount'),
      eb
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('orders.book_id', '=', 'b.id')
        .where('orders.status', 'in', ['paid', 'in_production', 'shipped'])
        .as('paidOrders'),
    ])
    .where('b.class_id', '=', classId)
    .orderBy('b.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    openClassOrder: row.open_class_order === 1,
    publishedAt: row.published_at,
    studentCount: Number(row.studentCount ?? 0),
    pieceCount: Number(row.pieceCount ?? 0),
    paidOrders: Number(row.paidOrders ?? 0),
  }));
}
