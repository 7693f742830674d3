import type { Kysely } from 'kysely';
import { avatarItem } from '../../../common/avatars/catalog';
import type { DatabaseKind } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { addPoints, studentPoints } from '../points/ledger';
import { AVATAR_MESSAGES } from '../../../common/avatar/messages';

/**
 * Buys an item of the store: the points are spent and the item owned in one transaction, with the
 * balance read under a lock (PostgreSQL) or the single writer (SQLite), so two purchases at
 * once can never spend the same points twice.
 */
export async function purchaseItem(
  db: Kysely<Database>,
  dbKind: DatabaseKind,
  { studentId, itemId }: { studentId: string; itemId: string },
): Promise<void> {
  const item = avatarItem(itemId);
  if (!item) throw new AppError('BAD_REQUEST', { itemId: AVATAR_MESSAGES.unknownItem });
  await db.transaction().execute(async (trx) => {
    if (dbKind === 'postgres') {
      await trx
        .selectFrom('students')
        .select('id')
        .where('id', '=', studentId)
        .forUpdate()
        .execute();
    }
    const owned = await trx
      .selectFrom('avatar_items_owned')
      .select('item_id')
      .where('student_id', '=', studentId)
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    if (owned || item.price === 0) {
      throw new AppError('CONFLICT', { itemId: AVATAR_MESSAGES.alreadyOwned });
    }
    if ((await studentPoints(trx, studentId)) < item.price) {
      throw new AppError('BAD_REQUEST', { itemId: AVATAR_MESSAGES.notEnoughPoints });
    }
    await trx
      .insertInto('avatar_items_owned')
      .values({ student_id: studentId, item_id: item.id, purchased_at: new Date().toISOString() })
      .execute();
    await addPoints(trx, { studentId, points: -item.price, kind: 'purchase', note: item.id });
  });
}
