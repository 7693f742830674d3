import type { Kysely } from 'kysely';

/**
 * Writing rooms in the class book, and care flags on their text (issue 18, points 8 and 10):
 * - `writing_room_pieces`: a closed room published into the class book, one co-authored piece
 *   per room (`room_id` unique, so publishing twice never makes two): the room's text as it was
 *   published, its activity (the book's section) and `status` (publishing is the teacher's
 *   approval; the book's "approved only" gate reads it as it reads a project's). Not a
 *   `projects` row: a project is one student's (unique by activity, class and student), and the
 *   members of a breakout room each have their own project on the same activity.
 * - `writing_room_piece_authors`: every student who wrote in the room, in print order.
 * - `book_piece_authors`: a book's co-authored piece and its authors, a snapshot like the
 *   piece itself (`book_pieces.student_id` holds its first author).
 * - `care_flags.excerpt`: the words around a match as they were when flagged; a room's text
 *   keeps changing, and a cry for help deleted a minute later must still reach the lead.
 * - `care_flags.author_name`: who wrote the words, as the lead read it in the email; in a room
 *   that may be an adult, or the room's group when no one person can be named.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('care_flags').addColumn('excerpt', 'text').execute();
  await db.schema.alterTable('care_flags').addColumn('author_name', 'varchar(200)').execute();

  await db.schema
    .createTable('writing_room_pieces')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('room_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_rooms.id').onDelete('cascade'),
    )
    .addColumn('class_id', 'varchar(40)', (col) =>
      col.notNull().references('classes.id').onDelete('cascade'),
    )
    .addColumn('activity_id', 'varchar(40)', (col) =>
      col.references('activities.id').onDelete('set null'),
    )
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('published_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('writing_room_pieces_room_unique', ['room_id'])
    .execute();
  await db.schema
    .createIndex('writing_room_pieces_class_idx')
    .on('writing_room_pieces')
    .columns(['class_id', 'activity_id'])
    .execute();

  await db.schema
    .createTable('writing_room_piece_authors')
    .addColumn('piece_id', 'varchar(40)', (col) =>
      col.notNull().references('writing_room_pieces.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('writing_room_piece_authors_pk', ['piece_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('writing_room_piece_authors_student_idx')
    .on('writing_room_piece_authors')
    .column('student_id')
    .execute();

  await db.schema
    .createTable('book_piece_authors')
    .addColumn('book_piece_id', 'varchar(40)', (col) =>
      col.notNull().references('book_pieces.id').onDelete('cascade'),
    )
    .addColumn('student_id', 'varchar(40)', (col) =>
      col.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('book_piece_authors_pk', ['book_piece_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('book_piece_authors_student_idx')
    .on('book_piece_authors')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_piece_authors').execute();
  await db.schema.dropTable('writing_room_piece_authors').execute();
  await db.schema.dropTable('writing_room_pieces').execute();
  await db.schema.alterTable('care_flags').dropColumn('author_name').execute();
  await db.schema.alterTable('care_flags').dropColumn('excerpt').execute();
}
