import type { Kysely } from 'kysely';

/**
 * The feedback loop (issue 11, point 8): every hand-in keeps a numbered snapshot of the
 * answers (the version history the teacher and the student read back); a comment can be
 * anchored to a passage of one answer (offsets into the answer's plain text, `plainTextOf`,
 * with the quoted words so a later edit cannot silently move it), can answer another comment
 * (a thread; students write replies), and remembers which version it was made on. Comments
 * written before this stay valid: general comments without an anchor, parent or version. A
 * returned project keeps the teacher's note to the student.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_versions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('project_id', 'varchar(40)', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    /** 1 for the first hand-in, 2 for the first revision, … */
    .addColumn('number', 'integer', (col) => col.notNull())
    /** JSON: { [questionId]: answer } as handed in. */
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('handed_in_at', 'varchar(40)', (col) => col.notNull())
    // A double-clicked hand-in cannot number two versions alike.
    .addUniqueConstraint('project_versions_number_unique', ['project_id', 'number'])
    .execute();

  await db.schema
    .alterTable('project_comments')
    .addColumn('parent_id', 'varchar(40)', (col) =>
      col.references('project_comments.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .alterTable('project_comments')
    .addColumn('author_student_id', 'varchar(40)', (col) =>
      col.references('students.id').onDelete('set null'),
    )
    .execute();
  /** The version number the comment was made on; null before the first hand-in. */
  await db.schema.alterTable('project_comments').addColumn('version_number', 'integer').execute();
  await db.schema
    .alterTable('project_comments')
    .addColumn('anchor_question_id', 'varchar(40)')
    .execute();
  await db.schema.alterTable('project_comments').addColumn('anchor_start', 'integer').execute();
  await db.schema.alterTable('project_comments').addColumn('anchor_end', 'integer').execute();
  await db.schema.alterTable('project_comments').addColumn('anchor_quote', 'text').execute();

  await db.schema.alterTable('projects').addColumn('return_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('return_note').execute();
  for (const column of [
    'anchor_quote',
    'anchor_end',
    'anchor_start',
    'anchor_question_id',
    'version_number',
    'author_student_id',
    'parent_id',
  ]) {
    await db.schema.alterTable('project_comments').dropColumn(column).execute();
  }
  await db.schema.dropTable('project_versions').execute();
}
