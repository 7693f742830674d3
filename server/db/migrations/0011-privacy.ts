import { sql, type Kysely } from 'kysely';

/**
 * Privacy (the classroom issue's privacy part): parents' requests to delete a child's account,
 * carried out within 72 hours by a teacher, a platform admin or the scheduled job. A request
 * keeps only ids and times, so it can outlive the student it names (without a foreign key) as
 * the record that the deletion was done; the job purges finished ones after 90 days. The
 * audit log gets an index on its time, which the 90-day purge reads by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deletion_requests')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    /** No foreign key: the row stays after the student is gone. */
    .addColumn('student_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('requested_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    /** created_at + 72 h: the job deletes the student once this has passed. */
    .addColumn('due_at', 'varchar(40)', (col) => col.notNull())
    /** 'pending' | 'completed' | 'cancelled' */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(40)')
    /** The teacher or admin who carried it out; null for the scheduled job. */
    .addColumn('completed_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .execute();
  // The job looks for pending requests that are due.
  await db.schema
    .createIndex('deletion_requests_status_due_idx')
    .on('deletion_requests')
    .columns(['status', 'due_at'])
    .execute();
  // One pending request per student, however many parents ask at once (both databases
  // support partial indexes; the predicate is written out, DDL takes no parameters).
  await sql`create unique index deletion_requests_pending_unique on deletion_requests (student_id) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_created_idx').execute();
  await db.schema.dropTable('deletion_requests').execute();
}
