import type { Kysely } from 'kysely';

/**
 * Reflection activities (issue 5, point 3): a teacher's activities, with their questions,
 * vocabulary and rubric kept as JSON text (always read and written whole, never queried
 * inside), and the classes each one is assigned to. No limit on how many a teacher keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('passage_reference', 'varchar(200)', (col) => col.notNull())
    .addColumn('passage_source', 'varchar(200)', (col) => col.notNull())
    .addColumn('passage_text', 'text', (col) => col.notNull())
    .addColumn('instructions', 'text', (col) => col.notNull())
    /** JSON: [{ id, prompt }] in the order students see them. */
    .addColumn('questions', 'text', (col) => col.notNull())
    /** JSON: [{ word, definition }]. */
    .addColumn('vocabulary', 'text', (col) => col.notNull())
    /** JSON: { criteria: [{ id, name, description, levels: [{ label, points }] }] }, or null. */
    .addColumn('rubric', 'text')
    .addColumn('image_key', 'varchar(300)')
    .addColumn('image_alt', 'varchar(300)', (col) => col.notNull())
    /** 'YYYY-MM-DD' or null. */
    .addColumn('due_date', 'varchar(10)')
    /** The starter library activity this was copied from. */
    .addColumn('source_library_id', 'varchar(60)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activities_teacher_idx')
    .on('activities')
    .columns(['teacher_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('activity_assignments')
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('assigned_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('assigned_at', 'varchar(40)', (col) => col.notNull())
    /** Overrides the activity's due date for this class when set. */
    .addColumn('due_date', 'varchar(10)')
    .addPrimaryKeyConstraint('activity_assignments_pk', ['activity_id', 'class_id'])
    .execute();
  await db.schema
    .createIndex('activity_assignments_class_idx')
    .on('activity_assignments')
    .column('class_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_assignments').execute();
  await db.schema.dropTable('activities').execute();
}
