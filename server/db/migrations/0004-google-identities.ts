import type { Kysely } from 'kysely';

/**
 * Google sign-in for students (issue 3): a Google account is known by its issuer and subject
 * (`sub`), never by its email address, which can change hands. Only the student's email, first
 * and last name come from Google, and they live on the student row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('google_identities')
    .addColumn('issuer', 'varchar(200)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_login_at', 'varchar(40)')
    .addPrimaryKeyConstraint('google_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createIndex('google_identities_student_idx')
    .on('google_identities')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('google_identities').execute();
}
