import type { Kysely } from 'kysely';

/**
 * Publisher workbook packs (issue 16, point 9; docs/workbook-packs.md): one row per verified
 * pack version that staff uploaded. Refused packs leave no row (and no file).
 *
 * - `sha256` (of the signed ZIP) is unique: uploading the same bytes again finds this row.
 * - (`pack_id`, `version`) is unique, and versions only go up: the verifier refuses a version not
 *   above the highest one here for the pack id (a replay). It is also what a class's accepted
 *   version will point at later (a `class_workbook_packs` table: class, pack id, version accepted,
 *   accepted by and when), so a class keeps its version until its teacher accepts a newer one.
 * - `storage_key`: the envelope as uploaded, under `private/workbook-packs/`, never served by
 *   address.
 * - `status`: 'verified'; 'withdrawn' is kept for staff pulling a version later (not built yet).
 * - `uploaded_by` survives the uploader's account (set null), as the audit log does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workbook_packs')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('pack_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('workbook_id', 'varchar(20)', (col) => col.notNull())
    .addColumn('mode', 'varchar(10)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('publisher', 'varchar(200)', (col) => col.notNull())
    .addColumn('key_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('storage_key', 'varchar(512)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('activity_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('verified'))
    .addColumn('uploaded_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('uploaded_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('workbook_packs_pack_version_unique', ['pack_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workbook_packs').execute();
}
