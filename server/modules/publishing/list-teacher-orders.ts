import type { Kysely } from 'kysely';
import type { TeacherOrdersAnswer } from '../../../common/schemas/publishing';
import type { Database } from '../../db/schema';
import { creditBalance } from '../credits/ledger';

/** The newest this many orders and ledger rows are shown. */
const LIMIT = 200;

/** Orders placed for the teacher's books, and their credit balance and ledger, newest first. */
export async function listTeacherOrders(
  db: Kysely<Database>,
  teacherId: string,
): Promise<TeacherOrdersAnswer> {
  const [orders, ledger, balance] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('books', 'books.id', 'orders.book_id')
      .select([
        'orders.number',
        'books.name as bookName',
        'orders.status',
        'orders.copies',
        'orders.total_cents as totalCents',
        'orders.created_at as createdAt',
      ])
      .where('books.teacher_id', '=', teacherId)
      .where('orders.status', '!=', 'awaiting_payment')
      .orderBy('orders.created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('credit_ledger')
      .select(['kind', 'credits', 'created_at as createdAt', 'note'])
      .where('teacher_id', '=', teacherId)
      // Holds and releases are a cart's bookkeeping; the history shows what was spent (and what
      // a refunded order gave back).
      .where('kind', 'in', ['grant', 'reward', 'redemption', 'refund', 'revoke'])
      .orderBy('seq', 'desc')
      .limit(LIMIT)
      .execute(),
    creditBalance(db, teacherId),
  ]);
  return { orders, credits: { balance, ledger } };
}
