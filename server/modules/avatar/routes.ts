import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AVATAR_MESSAGES,
  AVATAR_SLOTS,
  avatarItem,
  type AvatarAnswer,
} from '../../../common/avatars/catalog';
import { AppError } from '../../errors';
import { parseBody } from '../../lib/validation';
import { addPoints, studentPoints } from '../points/ledger';
import { lookOf } from './look';
import { requireStudent } from '../../access/guards';

const itemSchema = z.object({ itemId: z.string().trim().max(40) });
const wearSchema = z.object({
  look: z.partialRecord(z.enum(AVATAR_SLOTS), z.string().max(40)),
});

/** The Avatar Store under /api/student/avatar: the look, buying items with points, wearing them. */
export async function avatarRoutes(app: FastifyInstance) {
  async function answer(studentId: string): Promise<AvatarAnswer> {
    const [student, owned] = await Promise.all([
      app.db.selectFrom('students').select('avatar').where('id', '=', studentId).executeTakeFirst(),
      app.db
        .selectFrom('avatar_items_owned')
        .select('item_id')
        .where('student_id', '=', studentId)
        .execute(),
    ]);
    return {
      points: await studentPoints(app.db, studentId),
      look: lookOf(student?.avatar),
      owned: owned.map((row) => row.item_id),
    };
  }

  app.get('/', async (request) => answer((await requireStudent(request)).id));

  /**
   * Buys an item: the points are spent and the item owned in one transaction, with the
   * balance read under a lock (PostgreSQL) or the single writer (SQLite), so two purchases at
   * once can never spend the same points twice.
   */
  app.post('/purchase', async (request) => {
    const student = await requireStudent(request);
    const { itemId } = parseBody(itemSchema, request.body);
    const item = avatarItem(itemId);
    if (!item) throw new AppError('BAD_REQUEST', { itemId: AVATAR_MESSAGES.unknownItem });
    await app.db.transaction().execute(async (trx) => {
      if (app.dbKind === 'postgres') {
        await trx
          .selectFrom('students')
          .select('id')
          .where('id', '=', student.id)
          .forUpdate()
          .execute();
      }
      const owned = await trx
        .selectFrom('avatar_items_owned')
        .select('item_id')
        .where('student_id', '=', student.id)
        .where('item_id', '=', item.id)
        .executeTakeFirst();
      if (owned || item.price === 0) {
        throw new AppError('CONFLICT', { itemId: AVATAR_MESSAGES.alreadyOwned });
      }
      if ((await studentPoints(trx, student.id)) < item.price) {
        throw new AppError('BAD_REQUEST', { itemId: AVATAR_MESSAGES.notEnoughPoints });
      }
      await trx
        .insertInto('avatar_items_owned')
        .values({
          student_id: student.id,
          item_id: item.id,
          purchased_at: new Date().toISOString(),
        })
        .execute();
      await addPoints(trx, {
        studentId: student.id,
        points: -item.price,
        kind: 'purchase',
        note: item.id,
      });
    });
    return answer(student.id);
  });

  /** Wears a set of owned (or free) items; slots not named keep what they had. */
  app.post('/wear', async (request) => {
    const student = await requireStudent(request);
    const { look } = parseBody(wearSchema, request.body);
    const current = await answer(student.id);
    const next = { ...current.look };
    for (const [slot, itemId] of Object.entries(look)) {
      const item = avatarItem(itemId);
      if (!item || item.slot !== slot) {
        throw new AppError('BAD_REQUEST', { look: AVATAR_MESSAGES.unknownItem });
      }
      if (item.price > 0 && !current.owned.includes(item.id)) {
        throw new AppError('BAD_REQUEST', { look: AVATAR_MESSAGES.notOwned });
      }
      next[item.slot] = item.id;
    }
    await app.db
      .updateTable('students')
      .set({ avatar: JSON.stringify(next) })
      .where('id', '=', student.id)
      .execute();
    return { ...current, look: next };
  });
}
