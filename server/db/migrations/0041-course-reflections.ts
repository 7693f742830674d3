import type { Kysely } from 'kysely';

/**
 * Participants' reflections (issue 13, point 11) and the instructor's feedback on them
 * (point 13):
 *
 * - `course_reflections`: one per participant and lesson, the answers to the lesson's prompts
 *   (JSON, sanitised rich text keyed by prompt id), saved as they type. Its status walks
 *   draft → submitted → returned → resubmitted → … → accepted. The review queue reads
 *   submitted and resubmitted reflections oldest first, on the index below.
 * - `reflection_versions`: each hand-in's answers, numbered, so the history is kept.
 * - `reflection_comments`: the instructor's feedback on a version: general, or about a passage
 *   of one answer (offsets into its plain text and the words quoted); a return or an acceptance
 *   carries its note as a comment with its `decision`.
 * - `course_members` keeps each participant's counts (lessons completed, reflections waiting
 *   and accepted), refreshed from the rows above whenever they change, so the participants
 *   dashboard of a course of thousands filters and sorts one indexed table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['completed_lessons', 'waiting_reflections', 'accepted_reflections']) {
    await db.schema
      .alterTable('course_members')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('course_reflections')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'varchar(40)', (col) =>
      col.notNull().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('draft'))
    /** The latest hand-in (the queue's order: who waits longest comes first). */
    .addColumn('submitted_at', 'varchar(40)')
    /** When it was last returned or accepted. */
    .addColumn('decided_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('course_reflections_lesson_user_unique', ['lesson_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_reflections_queue_idx')
    .on('course_reflections')
    .columns(['course_id', 'status', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('course_reflections_user_idx')
    .on('course_reflections')
    .columns(['course_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('reflection_versions')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('reflection_id', 'varchar(40)', (col) =>
      col.notNull().references('course_reflections.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('reflection_versions_number_unique', ['reflection_id', 'number'])
    .execute();

  await db.schema
    .createTable('reflection_comments')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('reflection_id', 'varchar(40)', (col) =>
      col.notNull().references('course_reflections.id').onDelete('cascade'),
    )
    .addColumn('version_number', 'integer', (col) => col.notNull())
    .addColumn('author_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    /** 'returned' or 'accepted' when the comment is the note of that decision. */
    .addColumn('decision', 'varchar(12)')
    .addColumn('prompt_id', 'varchar(40)')
    .addColumn('anchor_start', 'integer')
    .addColumn('anchor_end', 'integer')
    .addColumn('quote', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reflection_comments_reflection_idx')
    .on('reflection_comments')
    .columns(['reflection_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reflection_comments').execute();
  await db.schema.dropTable('reflection_versions').execute();
  await db.schema.dropTable('course_reflections').execute();
  for (const column of ['accepted_reflections', 'waiting_reflections', 'completed_lessons']) {
    await db.schema.alterTable('course_members').dropColumn(column).execute();
  }
}
