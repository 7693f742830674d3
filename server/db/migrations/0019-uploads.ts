import type { Kysely } from 'kysely';

/**
 * Files people upload (issue 10): activity images now, the Academy's videos and attachments
 * later. A row is made when a resumable (tus) upload starts and follows the file to the end:
 * 'uploading' while bytes arrive, 'processing' while a video is converted, then 'ready' (the
 * checked file is in storage under `storage_key`) or 'failed' (with `failure_reason`, shown to
 * the uploader). Incomplete rows older than a day are removed with their bytes.
 *
 * Video processing is a job claimed by a conditional update on this row: it may start when
 * `processing_lease_until` is null or past, and each claim counts an attempt; the lease ends
 * a run that died with its instance, so another instance picks the work up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // The tus upload id (also the name of the incomplete bytes in the tus store).
    .addColumn('tus_id', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    // The type read from the bytes once complete (never the one the browser claimed).
    .addColumn('content_type', 'varchar(100)')
    .addColumn('storage_key', 'varchar(512)')
    // Videos: the poster image, the length and the HLS playlist once processed.
    .addColumn('poster_key', 'varchar(512)')
    .addColumn('duration_ms', 'integer')
    .addColumn('hls_key', 'varchar(512)')
    .addColumn('processing_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('processing_lease_until', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').column('owner_id').execute();
  await db.schema
    .createIndex('uploads_status_idx')
    .on('uploads')
    .columns(['status', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
