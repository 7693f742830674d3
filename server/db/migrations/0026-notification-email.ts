import type { Kysely } from 'kysely';

/**
 * Notification email (issue 11, point 15). Emails may carry headers of their own (the
 * one-click unsubscribe of RFC 8058), kept with them in the outbox and the delivery queue as
 * JSON. A class's teachers decide whether its students with a verified Google email get
 * notification email (off by default); a student who gets it may turn it off again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('email_queue').addColumn('headers', 'text').execute();
  await db.schema
    .alterTable('classes')
    .addColumn('student_email_notifications', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // 'immediate' | 'daily' | 'off', as users.notification_email; only used where allowed.
  await db.schema
    .alterTable('students')
    .addColumn('notification_email', 'varchar(16)', (col) => col.notNull().defaultTo('immediate'))
    .execute();
  // The email worker looks for rows not yet emailed, newest first.
  await db.schema
    .createIndex('notifications_unemailed_idx')
    .on('notifications')
    .columns(['emailed_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_unemailed_idx').execute();
  await db.schema.alterTable('students').dropColumn('notification_email').execute();
  await db.schema.alterTable('classes').dropColumn('student_email_notifications').execute();
  await db.schema.alterTable('email_queue').dropColumn('headers').execute();
  await db.schema.alterTable('email_outbox').dropColumn('headers').execute();
}
