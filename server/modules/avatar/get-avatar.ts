import type { Kysely, Transaction } from 'kysely';
import type { AvatarAnswer } from '../../../common/avatars/catalog';
import type { Database } from '../../db/schema';
import { studentPoints } from '../points/ledger';
import { lookOf } from './look';

/** The student's points, the look they wear and the items they have bought. */
export async function getAvatar(
  db: Kysely<Database> | Transaction<Database>,
  studentId: string,
): Promise<AvatarAnswer> {
  const [student, owned, points] = await Promise.all([
    db.selectFrom('students').select('avatar').where('id', '=', studentId).executeTakeFirst(),
    db
      .selectFrom('avatar_items_owned')
      .select('item_id')
      .where('student_id', '=', studentId)
      .execute(),
    studentPoints(db, studentId),
  ]);
  return { points, look: lookOf(student?.avatar), owned: owned.map((row) => row.item_id) };
}
