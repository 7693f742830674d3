import type { Kysely } from 'kysely';
import type { classPatchSchema } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import { findOrCreateSchool } from './find-or-create-school';

/**
 * Applies a validated partial change; a new school address points the class at that school.
 * `archived` archives the class (it leaves the active lists and its students can no longer
 * change its work) or restores it; archiving again keeps the first date, so a repeat is harmless.
 */
export async function updateClass(
  db: Kysely<Database>,
  classId: string,
  patch: z.output<typeof classPatchSchema>,
  now = new Date(),
): Promise<void> {
  if (patch.archived !== undefined) {
    await db
      .updateTable('classes')
      .set({ archived_at: patch.archived ? now.toISOString() : null })
      .where('id', '=', classId)
      .where('archived_at', patch.archived ? 'is' : 'is not', null)
      .execute();
  }
  const rest = { ...patch, archived: undefined };
  if (Object.values(rest).every((value) => value === undefined)) return;
  const schoolId = patch.school ? await findOrCreateSchool(db, patch.school) : undefined;
  await db
    .updateTable('classes')
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.gradeLevel !== undefined ? { grade_level: patch.gradeLevel } : {}),
      ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
      ...(schoolId !== undefined ? { school_id: schoolId } : {}),
    })
    .where('id', '=', classId)
    .execute();
}
