import type { Kysely } from 'kysely';

/**
 * The weekly family digest (issue 12, point 3). Linked parents get it unless they turn it off
 * (on by default). Each parent's week is recorded once, whether an email went out ('sent') or
 * nothing happened for their children ('empty'): the primary key is what keeps two instances,
 * or a retried run, from sending a parent a second digest for the same week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('family_digest_email', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('family_digests')
    .addColumn('parent_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    /** The week's closing time as a date (YYYY-MM-DD, UTC): the Sunday it ends on. */
    .addColumn('week', 'varchar(10)', (col) => col.notNull())
    /** 'sent' | 'empty' */
    .addColumn('status', 'varchar(8)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('family_digests_pk', ['parent_id', 'week'])
    .execute();
  // A run looks for the week's parents not yet done, a week at a time.
  await db.schema
    .createIndex('family_digests_week_idx')
    .on('family_digests')
    .columns(['week', 'parent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('family_digests').execute();
  await db.schema.alterTable('users').dropColumn('family_digest_email').execute();
}
