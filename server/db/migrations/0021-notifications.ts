import type { Kysely } from 'kysely';

/**
 * The in-app notification centre (issue 11, points 14–15): one row per recipient and event.
 * A recipient is a user (teacher, parent) or a student, never both. Rows carry what the list
 * shows (who did it, about what, where it leads) so reading the bell needs no joins; the
 * teacher's email digest marks what it has sent (`emailed_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('recipient_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('cascade'),
    )
    .addColumn('recipient_student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    /** common/notifications/kinds.ts NOTIFICATION_KINDS */
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('class_id', 'varchar(40)', (col) => col.references('classes.id').onDelete('cascade'))
    .addColumn('project_id', 'varchar(40)', (col) =>
      col.references('projects.id').onDelete('cascade'),
    )
    /** Who caused it, as shown: "Ana P." or "Mrs. Lopez". */
    .addColumn('actor_name', 'varchar(200)', (col) => col.notNull())
    /** What it is about, as shown: the activity's or class's title. */
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    /** Where clicking it leads: a path of this site. */
    .addColumn('link', 'varchar(500)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(40)')
    .addColumn('emailed_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['recipient_user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_student_idx')
    .on('notifications')
    .columns(['recipient_student_id', 'created_at'])
    .execute();
  // Teachers' email preference (point 15): 'immediate' | 'daily' | 'off'.
  await db.schema
    .alterTable('users')
    .addColumn('notification_email', 'varchar(16)', (col) => col.notNull().defaultTo('immediate'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notification_email').execute();
  await db.schema.dropTable('notifications').execute();
}
