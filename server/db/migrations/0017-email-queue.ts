import type { Kysely } from 'kysely';

/**
 * Emails waiting for the SMTP server (issue 15, point 24). A request only writes a row, so a
 * slow or failing mail server never changes its answer; the delivery worker
 * (adapters/email/delivery.ts) claims due rows, sends them, deletes each one sent and retries
 * the others later. `next_attempt_at` is when a row may be claimed next: its due time, or the
 * end of the lease a delivery in progress holds on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_queue')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('template', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_queue_due_idx')
    .on('email_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_queue').execute();
}
