import type { Kysely } from 'kysely';
import { RECORD_ID } from '../../../common/schemas/ids';
import type { Database } from '../../db/schema';

/**
 * Marks a school's address as checked by a platform admin, so class orders ship there at the
 * flat rate (issue 15, point 3). School rows are never edited in place, so the check stays
 * true for this address; a school checked already keeps its first date. Answers when it was
 * checked and whether this call did it, or null when no school has this id.
 */
export async function verifySchool(
  db: Kysely<Database>,
  { schoolId, adminId, now = new Date() }: { schoolId: string; adminId: string; now?: Date },
): Promise<{ verifiedAt: string; verifiedNow: boolean } | null> {
  const school = RECORD_ID.test(schoolId)
    ? await db
        .selectFrom('schools')
        .select(['id', 'verified_at'])
        .where('id', '=', schoolId)
        .executeTakeFirst()
    : undefined;
  if (!school) return null;
  if (school.verified_at) return { verifiedAt: school.verified_at, verifiedNow: false };
  const verifiedAt = now.toISOString();
  await db
    .updateTable('schools')
    .set({ verified_at: verifiedAt, verified_by: adminId })
    .where('id', '=', schoolId)
    .where('verified_at', 'is', null)
    .execute();
  return { verifiedAt, verifiedNow: true };
}
