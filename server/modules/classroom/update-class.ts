import type { Kysely } from 'kysely';
import type { classPatchSchema } from '../../../common/schemas/classroom';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import { findOrCreateSchool } from './find-or-create-school';
import { recountClassSeats } from '../billing/count-seats';
import { seatStudents } from '../billing/seat-gate';

/**
 * Applies a validated partial change; a new school address points the class at that school.
 * `archived` archives the class (it leaves the active lists and its students can no longer
 * change its work) or restores it; archiving again keeps the first date, so a repeat is harmless.
 * Restoring passes the seat gate with the class's students (402 with the priced choice when the
 * plan refuses; the class stays archived); archiving counts the account's seats again.
 */
export async function updateClass(
  db: Kysely<Database>,
  classId: string,
  patch: z.output<typeof classPatchSchema>,
  now = new Date(),
): Promise<void> {
  if (patch.archived !== undefined) {
    const archived = patch.archived;
    await db.transaction().execute(async (trx) => {
      if (!archived) {
        // Unarchiving brings the class's students back into the count: the seat gate first,
        // while the class is still archived (uncounted), so a refusal leaves it archived.
        const students = await trx
          .selectFrom('class_students')
          .select('student_id')
          .where('class_id', '=', classId)
          .execute();
        const archivedNow = await trx
          .selectFrom('classes')
          .select('archived_at')
          .where('id', '=', classId)
          .executeTakeFirst();
        if (archivedNow?.archived_at) {
          await seatStudents(trx, {
            classId,
            studentIds: students.map((row) => row.student_id),
            now,
          });
        }
      }
      await trx
        .updateTable('classes')
        .set({ archived_at: archived ? now.toISOString() : null })
        .where('id', '=', classId)
        .where('archived_at', archived ? 'is' : 'is not', null)
        .execute();
      if (archived) await recountClassSeats(trx, classId, now);
    });
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
