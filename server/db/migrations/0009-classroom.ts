import type { Kysely } from 'kysely';

/**
 * The classroom (issue 5, points 1, 2, 6 and 11): a class's grade level and subject, its
 * co-teachers, students' requests to join with the Access Code, and parent invitations (rows
 * of the existing invitations table that name a student and no class, so the student sign-up
 * lookup, which joins invitations to classes, never sees them). Portable types only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('classes').addColumn('grade_level', 'varchar(40)').execute();
  await db.schema.alterTable('classes').addColumn('subject', 'varchar(120)').execute();
  // The dashboard lists a teacher's classes; rosters and removals look a student's classes up.
  await db.schema.createIndex('classes_teacher_idx').on('classes').column('teacher_id').execute();
  await db.schema
    .createIndex('class_students_student_idx')
    .on('class_students')
    .column('student_id')
    .execute();

  await db.schema
    .createTable('class_teachers')
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'varchar(40)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    /** 'co-teacher' (the owner stays classes.teacher_id). */
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('co-teacher'))
    .addColumn('invited_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('class_teachers_pk', ['class_id', 'teacher_id'])
    .execute();
  await db.schema
    .createIndex('class_teachers_teacher_idx')
    .on('class_teachers')
    .column('teacher_id')
    .execute();

  await db.schema
    .createTable('class_join_requests')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    /** 'pending' | 'approved' | 'declined' */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('decided_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addUniqueConstraint('class_join_requests_class_student_unique', ['class_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('class_join_requests_class_status_idx')
    .on('class_join_requests')
    .columns(['class_id', 'status'])
    .execute();

  // A parent invitation names the child the parent will be linked to.
  await db.schema
    .alterTable('invitations')
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').dropColumn('student_id').execute();
  await db.schema.dropTable('class_join_requests').execute();
  await db.schema.dropTable('class_teachers').execute();
  await db.schema.dropIndex('class_students_student_idx').execute();
  await db.schema.dropIndex('classes_teacher_idx').execute();
  await db.schema.alterTable('classes').dropColumn('subject').execute();
  await db.schema.alterTable('classes').dropColumn('grade_level').execute();
}
