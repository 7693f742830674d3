import type { Kysely } from 'kysely';

/**
 * Issue 11, point 5: removing a student from a class can be undone. A removal only unlinks the
 * student (their account and work stay); this row remembers that the class had them, which is
 * what lets a teacher of the class put them back (Undo, or a later re-add) without any teacher
 * being able to pull an unknown student into their class by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_student_removals')
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('removed_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('removed_by', 'varchar(40)', (col) => col.notNull())
    /** When the student joined the class first; Undo gives it back. */
    .addColumn('joined_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_student_removals_pk', ['class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('class_student_removals_student_idx')
    .on('class_student_removals')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_student_removals').execute();
}
