import type { Kysely } from 'kysely';

/**
 * The classroom's daily loop (issue 11): a class can be archived and restored (point 5); an
 * assignment can open later than it is made and go to chosen students only (point 7). Without
 * rows in `assignment_students` an assignment is for the whole class.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('classes').addColumn('archived_at', 'varchar(40)').execute();
  /** 'YYYY-MM-DD'; students see the activity from this day on. Null: at once. */
  await db.schema.alterTable('activity_assignments').addColumn('opens_on', 'varchar(10)').execute();
  await db.schema
    .createTable('assignment_students')
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.notNull().references('activities.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('assignment_students_pk', ['activity_id', 'class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('assignment_students_student_idx')
    .on('assignment_students')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assignment_students').execute();
  await db.schema.alterTable('activity_assignments').dropColumn('opens_on').execute();
  await db.schema.alterTable('classes').dropColumn('archived_at').execute();
}
