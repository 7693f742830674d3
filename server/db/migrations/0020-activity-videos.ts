import type { Kysely } from 'kysely';

/**
 * An activity may show one video (issue 10, point 10): an upload of kind 'video' the teacher
 * attached (server/modules/media). Readers see it once its processing is ready. When the upload
 * row goes (the uploads cleanup, an account deletion), the activity simply has no video again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('video_upload_id', 'varchar(36)', (col) =>
      col.references('uploads.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('activities_video_upload_idx')
    .on('activities')
    .column('video_upload_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activities_video_upload_idx').execute();
  await db.schema.alterTable('activities').dropColumn('video_upload_id').execute();
}
