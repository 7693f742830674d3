import type { Kysely } from 'kysely';
import type { ActivityValues } from '../../../common/schemas/activities';
import type { ActivitiesTable, Database } from '../../db/schema';
import { contentColumns } from './mapping';

/** Inserts a new activity for the teacher (from the editor, a duplicate or the library). */
export async function createActivity(
  db: Kysely<Database>,
  teacherId: string,
  values: ActivityValues,
  extra: { sourceLibraryId?: string | null; imageKey?: string | null } = {},
): Promise<ActivitiesTable> {
  const now = new Date().toISOString();
  const row: ActivitiesTable = {
    id: crypto.randomUUID(),
    teacher_id: teacherId,
    ...contentColumns(values),
    image_key: extra.imageKey ?? null,
    video_upload_id: null,
    source_library_id: extra.sourceLibraryId ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('activities').values(row).execute();
  return row;
}
