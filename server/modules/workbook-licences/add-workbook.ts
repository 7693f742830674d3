import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { accountForClass } from '../billing/billing-accounts';
import { createActivity } from '../activities/create-activity';
import { libraryValues } from '../activities/copy-library-activity';
import { pinClassPacks, replacesLectioReflections } from './class-packs';
import { deliverPinnedPacks } from './pack-delivery';
import { licensableWorkbook } from './licence-rules';
import { requireStandard } from './standard-guard';

/**
 * Adds a workbook to a class (issue 16, point 8): each reflection becomes one of the teacher's
 * activities (their earlier copy when they have one, else a new copy marked with the workbook)
 * and is assigned to the whole class. Who sees it is decided per student by the licence
 * (server/modules/projects/student-visibility.ts), never by the assignment. Adding twice
 * changes nothing. Needs Standard (402). The publisher packs for the workbook come too: the class
 * keeps the newest verified version of each, and its activities are delivered the same way
 * (pack-delivery.ts). A pack in `replaces` mode takes the place of Lectio's own reflections: the
 * class then gets the pack's activities alone (ones it already had stay, with their writing).
 */
export async function addWorkbookToClass(
  db: Kysely<Database>,
  storage: FileStorage,
  input: { classId: string; teacherId: string; workbookId: string; now: Date },
): Promise<string[]> {
  const workbook = licensableWorkbook(input.workbookId);
  requireStandard(await accountForClass(db, input.classId, input.now));
  const at = input.now.toISOString();
  await pinClassPacks(db, { ...input, workbookId: workbook.id });
  const replaced = await replacesLectioReflections(db, input.classId, workbook.id);
  const ids: string[] = [];
  for (const reflection of replaced ? [] : workbook.activities) {
    const existing = await db
      .selectFrom('activities')
      .select('id')
      .where('teacher_id', '=', input.teacherId)
      .where('source_library_id', '=', reflection.id)
      .where('workbook_id', '=', workbook.id)
      .orderBy('created_at')
      .executeTakeFirst();
    let activityId = existing?.id;
    if (!activityId) {
      const made = await createActivity(db, input.teacherId, libraryValues(reflection), {
        sourceLibraryId: reflection.id,
      });
      await db
        .updateTable('activities')
        .set({ workbook_id: workbook.id })
        .where('id', '=', made.id)
        .execute();
      activityId = made.id;
    }
    await db
      .insertInto('activity_assignments')
      .values({
        activity_id: activityId,
        class_id: input.classId,
        assigned_by: input.teacherId,
        assigned_at: at,
        due_date: null,
        opens_on: null,
      })
      .onConflict((conflict) => conflict.columns(['activity_id', 'class_id']).doNothing())
      .execute();
    ids.push(activityId);
  }
  ids.push(...(await deliverPinnedPacks(db, storage, { ...input, workbookId: workbook.id })));
  return ids;
}
