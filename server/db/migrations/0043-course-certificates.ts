import type { Kysely } from 'kysely';

/**
 * Completion certificates (issue 13, point 12): one per participant and course, issued once
 * the course's completion rule holds (common/academy/completion.ts).
 *
 * - `code`: the public verification code, 12 Crockford base32 characters (60 random bits),
 *   stored without dashes, unique; /verify/{code} finds the certificate by it.
 * - The unique (course_id, user_id) pair makes issuing idempotent: two concurrent issues
 *   leave one row.
 * - What the certificate states is a snapshot (participant, course, instructor, date): a
 *   certificate attests what was true when it was earned, so renaming, editing or deleting the
 *   course later changes nothing it says and never revokes it. Deleting the course therefore
 *   only clears `course_id`, and /verify keeps confirming it.
 * - Deleting the participant's account deletes their certificates (privacy): the cascade
 *   here, and `deleteCertificatesOf` for code that deletes accounts row by row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('course_certificates')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.references('courses.id').onDelete('set null'),
    )
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('participant_name', 'varchar(300)', (col) => col.notNull())
    .addColumn('course_title', 'varchar(300)', (col) => col.notNull())
    .addColumn('instructor_name', 'varchar(300)', (col) => col.notNull())
    .addColumn('issued_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('course_certificates_course_user_unique', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_certificates_user_idx')
    .on('course_certificates')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_certificates').execute();
}
