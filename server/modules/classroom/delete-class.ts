import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { deleteUnplacedStudents } from './delete-unplaced-students';
import type { ClassRow } from '../../access/teaches-class';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/**
 * Deletes a class with its rosters, assignments, writing, join requests, co-teachers and
 * unordered books (ON DELETE CASCADE), and the students it leaves in no class (see
 * deleteUnplacedStudents). A class whose books were ordered stays: orders are kept records.
 * Answers the ids of the students deleted.
 */
export async function deleteClass(
  db: Kysely<Database>,
  classRow: ClassRow,
  actorId: string,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ordered = await trx
      .selectFrom('orders')
      .innerJoin('books', 'books.id', 'orders.book_id')
      .select('orders.id')
      .where('books.class_id', '=', classRow.id)
      .executeTakeFirst();
    if (ordered) throw new AppError('CONFLICT', { class: CLASSROOM_MESSAGES.classHasOrders });
    const members = await trx
      .selectFrom('class_students')
      .select('student_id')
      .where('class_id', '=', classRow.id)
      .execute();
    await trx.deleteFrom('classes').where('id', '=', classRow.id).execute();
    return deleteUnplacedStudents(
      trx,
      members.map((row) => row.student_id),
      actorId,
    );
  });
}
