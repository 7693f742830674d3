import type { Kysely } from 'kysely';

/**
 * Academy notifications (issue 13, point 14). The notification centre is shared by both apps;
 * each row says which one it belongs to, so a teacher who also teaches in the Academy sees each
 * site's own bell, list and email. Existing rows are the Journals'. An Academy row names its
 * course, and goes when the course goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('site', 'varchar(16)', (col) => col.notNull().defaultTo('journals'))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.references('courses.id').onDelete('cascade'),
    )
    .execute();
  // Every list and count reads one recipient's rows of one site, newest first.
  await db.schema
    .createIndex('notifications_user_site_idx')
    .on('notifications')
    .columns(['recipient_user_id', 'site', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_user_site_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('course_id').execute();
  await db.schema.alterTable('notifications').dropColumn('site').execute();
}
