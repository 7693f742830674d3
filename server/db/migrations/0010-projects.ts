import type { Kysely } from 'kysely';

/**
 * Student writing (issue 5, points 4, 7 and 8): one project per student, activity and class,
 * with the answers as JSON text (always read and written whole); the teacher's comments; and
 * the students' points ledger (awards, submission rewards and avatar purchases), whose sum is
 * the balance, like the teacher credit ledger; and the Avatar Store's purchases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    /** JSON: { [questionId]: text }. */
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    /** 'active' | 'approved' | 'archived' */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    /** JSON: { [criterionId]: level index }, or null before the teacher scores it. */
    .addColumn('score', 'text')
    .addColumn('submitted_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('projects_student_activity_unique', [
      'activity_id',
      'class_id',
      'student_id',
    ])
    .execute();
  // The live class view polls by class and time.
  await db.schema
    .createIndex('projects_class_updated_idx')
    .on('projects')
    .columns(['class_id', 'updated_at'])
    .execute();
  await db.schema.createIndex('projects_student_idx').on('projects').column('student_id').execute();

  await db.schema
    .createTable('project_comments')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('project_id', 'varchar(40)', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('author_user_id', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('author_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('project_comments_project_idx')
    .on('project_comments')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    /** Positive for awards and rewards, negative for purchases. */
    .addColumn('points', 'integer', (col) => col.notNull())
    /** 'award' | 'submission' | 'purchase' */
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('project_id', 'varchar(40)', (col) =>
      col.references('projects.id').onDelete('set null'),
    )
    .addColumn('note', 'varchar(200)')
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    // One submission reward per project, however often it is handed in.
    .addUniqueConstraint('points_ledger_project_kind_unique', ['project_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('points_ledger_student_idx')
    .on('points_ledger')
    .column('student_id')
    .execute();

  // The Avatar Store: the look a student wears (JSON, part of the student PII of SPEC §3) and
  // the items they bought with points.
  await db.schema.alterTable('students').addColumn('avatar', 'text').execute();
  await db.schema
    .createTable('avatar_items_owned')
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('item_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('purchased_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('avatar_items_owned_pk', ['student_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('avatar_items_owned').execute();
  await db.schema.alterTable('students').dropColumn('avatar').execute();
  await db.schema.dropTable('points_ledger').execute();
  await db.schema.dropTable('project_comments').execute();
  await db.schema.dropTable('projects').execute();
}
