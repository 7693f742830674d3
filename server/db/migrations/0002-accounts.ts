import type { Kysely } from 'kysely';

/**
 * Accounts (issue 3): teachers, parents and platform admins (users), students, their links,
 * minimal classes, single-use codes, sessions, invitations, the audit log and rate-limit
 * counters. Portable types only: text ids, ISO timestamps in varchar(40), flags as integers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('second_email', 'varchar(254)')
    .addColumn('first_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('account_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email_confirmed_at', 'varchar(40)')
    .addColumn('is_platform_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('school_id', 'varchar(40)')
    .addColumn('is_school_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('referral_r', 'varchar(200)')
    .addColumn('referral_rc', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('first_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('grade', 'varchar(40)')
    .addColumn('username', 'varchar(100)', (col) => col.unique())
    .addColumn('email', 'varchar(254)', (col) => col.unique())
    .addColumn('password_hash', 'text')
    .addColumn('login_code_hash', 'text')
    .addColumn('administrator_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('google_subject', 'varchar(300)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('students_administrator_idx')
    .on('students')
    .column('administrator_id')
    .execute();

  await db.schema
    .createTable('parent_students')
    .addColumn('parent_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('parent_students_pk', ['parent_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('access_code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('class_students')
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('joined_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_students_pk', ['class_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('purpose', 'varchar(40)', (col) => col.notNull())
    .addColumn('subject_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('impersonator_id', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('sessions_subject_idx')
    .on('sessions')
    .columns(['subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('code', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('class_id', 'varchar(40)', (col) => col.references('classes.id').onDelete('cascade'))
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)')
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('used_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('actor_type', 'varchar(20)')
    .addColumn('actor_id', 'varchar(40)')
    .addColumn('target_type', 'varchar(20)')
    .addColumn('target_id', 'varchar(40)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('details', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id'])
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expires_idx')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit_counters',
    'audit_log',
    'invitations',
    'sessions',
    'verification_codes',
    'class_students',
    'classes',
    'parent_students',
    'students',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
