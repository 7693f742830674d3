import { sql, type Kysely } from 'kysely';

/**
 * Sharing a course (issue 13, point 6):
 *
 * - `course_members.decline_count`: how often an instructor declined this person's request to
 *   join. A person declined once may ask again once; the second decline is final.
 * - At most one live join link per course: a partial unique index, so two "Regenerate" clicks
 *   at once (or on two instances) cannot leave two working links behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('course_members')
    .addColumn('decline_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('course_join_links_live_idx')
    .on('course_join_links')
    .column('course_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('course_join_links_live_idx').execute();
  await db.schema.alterTable('course_members').dropColumn('decline_count').execute();
}
