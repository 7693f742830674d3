import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { CLASSROOM_MESSAGES } from '../../common/classroom/messages';

/**
 * An archived class's work is closed (issue 11, point 5): its students may no longer change or
 * hand in anything there, until a teacher restores the class. A 409 with a message that says
 * why and what to do.
 */
export async function refuseArchivedClass(db: Kysely<Database>, classId: string): Promise<void> {
  const row = await db
    .selectFrom('classes')
    .select('archived_at')
    .where('id', '=', classId)
    .executeTakeFirst();
  if (row?.archived_at) throw new AppError('CONFLICT', { class: CLASSROOM_MESSAGES.classArchived });
}
