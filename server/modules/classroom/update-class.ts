import type { Kysely } from 'kysely';
import type { classPatchSchema } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import { findOrCreateSchool } from './find-or-create-school';

/** Applies a validated partial change; a new school address points the class at that school. */
export async function updateClass(
  db: Kysely<Database>,
  classId: string,
  patch: z.output<typeof classPatchSchema>,
): Promise<void> {
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
