import { sql, type Kysely } from 'kysely';
import type { TeacherBook } from '../../../common/schemas/publishing';
import type { Database } from '../../db/schema';
import { leftOutWarning } from '../../../common/publishing/messages';

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
      'b.contents',
      'b.left_out',
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
  const leftOutIds = rows.flatMap((row) => parseIds(row.left_out));
  const names = new Map(
    leftOutIds.length === 0
      ? []
      : (
          await db
            .selectFrom('students')
            .select(['id', 'first_name', 'last_name'])
            .where('id', 'in', [...new Set(leftOutIds)])
            .execute()
        ).map((student) => [student.id, `${student.first_name} ${student.last_name}`.trim()]),
  );
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
    contents: row.contents,
    // A student deleted since is no longer named.
    warnings: parseIds(row.left_out)
      .filter((id) => names.has(id))
      .map((id) => leftOutWarning(names.get(id)!, row.contents)),
  }));
}

function parseIds(json: string | null): string[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
