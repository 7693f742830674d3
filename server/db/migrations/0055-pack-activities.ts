import type { Kysely } from 'kysely';

/**
 * Publisher pack activities delivered to classes (issue 16, point 9). A teacher's copy of a pack
 * activity carries, beside `workbook_id` (0049), where it came from: the pack (`pack_id`), the
 * version it was copied from (`pack_version`), the activity's id in the manifest
 * (`pack_activity_key`) and the SHA-256 of that activity's file (`pack_activity_sha256`), which
 * tells whether a newer version changed it. All null for every other activity.
 *
 * One copy per teacher, pack, version and key (`activities_pack_copy_unique`): a double click on
 * "add" finds the copy the first click made, and two classes on different versions never share
 * a copy, so accepting an update in one class cannot change what the other reads. NULLs are
 * distinct on both databases, so other activities are not constrained.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('activities').addColumn('pack_id', 'varchar(100)').execute();
  await db.schema.alterTable('activities').addColumn('pack_version', 'integer').execute();
  await db.schema.alterTable('activities').addColumn('pack_activity_key', 'varchar(100)').execute();
  await db.schema
    .alterTable('activities')
    .addColumn('pack_activity_sha256', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('activities_pack_copy_unique')
    .on('activities')
    .columns(['teacher_id', 'pack_id', 'pack_version', 'pack_activity_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activities_pack_copy_unique').execute();
  for (const column of ['pack_activity_sha256', 'pack_activity_key', 'pack_version', 'pack_id']) {
    await db.schema.alterTable('activities').dropColumn(column).execute();
  }
}
