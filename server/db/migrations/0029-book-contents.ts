import type { Kysely } from 'kysely';

/**
 * Book contents and design (issue 12, points 5 to 7). A book remembers what the teacher chose
 * to put in it: approved work only (the default) or all handed-in writing, the pieces they
 * unticked, the optional dedication, and the students left out because nothing of theirs was
 * left to print (the teacher's warning). Each piece knows its activity, and the book keeps
 * one section per activity (title and passage reference as they were when it was made) so
 * the printed book has a contents page and a section per activity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Books made before this choice printed everything written: they keep doing so.
  await db.schema
    .alterTable('books')
    .addColumn('contents', 'varchar(16)', (col) => col.notNull().defaultTo('written'))
    .execute();
  await db.schema.alterTable('books').addColumn('dedication', 'text').execute();
  // JSON: [{ studentId, activityId }] the teacher unticked.
  await db.schema.alterTable('books').addColumn('excluded_pieces', 'text').execute();
  // JSON: [studentId] chosen but left out with nothing to include.
  await db.schema.alterTable('books').addColumn('left_out', 'text').execute();
  await db.schema.alterTable('book_pieces').addColumn('activity_id', 'varchar(40)').execute();
  await db.schema
    .createTable('book_sections')
    .addColumn('book_id', 'varchar(40)', (col) =>
      col.notNull().references('books.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    // The activity whose picture the section shows while it exists; null once deleted.
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.references('activities.id').onDelete('set null'),
    )
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('passage_reference', 'varchar(300)', (col) => col.notNull())
    .addPrimaryKeyConstraint('book_sections_pk', ['book_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_sections').execute();
  await db.schema.alterTable('book_pieces').dropColumn('activity_id').execute();
  await db.schema.alterTable('books').dropColumn('left_out').execute();
  await db.schema.alterTable('books').dropColumn('excluded_pieces').execute();
  await db.schema.alterTable('books').dropColumn('dedication').execute();
  await db.schema.alterTable('books').dropColumn('contents').execute();
}
