import type { Kysely } from 'kysely';

/**
 * Store previews (issue 12, points 8 and 9): the watermarked page images of a book, rendered
 * once per book, content version and copy and kept in the file store. One row per cache key;
 * its unique key is the claim that lets exactly one request (on any instance) render, and the
 * lease lets another take over when that renderer died.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('book_previews')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // book id + content version + copy kind (+ the child and the name's hash for Premium).
    .addColumn('cache_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('book_id', 'varchar(36)', (col) =>
      col.notNull().references('books.id').onDelete('cascade'),
    )
    // 'standard', or the child's student id for a Premium copy.
    .addColumn('copy_kind', 'varchar(64)', (col) => col.notNull())
    // 'rendering' | 'ready'
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('page_count', 'integer')
    // JSON: each page's width and height in pixels.
    .addColumn('pages', 'text')
    .addColumn('lease_until', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('book_previews_book_idx')
    .on('book_previews')
    .columns(['book_id', 'copy_kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('book_previews').execute();
}
