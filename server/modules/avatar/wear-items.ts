import type { Kysely } from 'kysely';
import { avatarItem, type AvatarAnswer, type AvatarSlot } from '../../../common/avatars/catalog';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { getAvatar } from './get-avatar';
import { AVATAR_MESSAGES } from '../../../common/avatar/messages';

/**
 * Wears a set of owned (or free) items; slots not named keep what they had. Any unknown,
 * misplaced or unbought item refuses the whole change. Answers the avatar as it now is.
 */
export async function wearItems(
  db: Kysely<Database>,
  { studentId, look }: { studentId: string; look: Partial<Record<AvatarSlot, string>> },
): Promise<AvatarAnswer> {
  const current = await getAvatar(db, studentId);
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
  await db
    .updateTable('students')
    .set({ avatar: JSON.stringify(next) })
    .where('id', '=', studentId)
    .execute();
  return { ...current, look: next };
}
