import type { Kysely } from 'kysely';

/**
 * The Academy's courses (issue 13, decision 0020): the root every later Academy table hangs
 * from (chapters, lessons, memberships, the board). A course belongs to the instructor who
 * made it; its status (draft, published, archived) and visibility (public, unlisted,
 * private) decide who may find it. The public catalogue reads published public courses,
 * newest first, on the index below.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    /** Sanitised rich text (HTML). */
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category', 'varchar(30)', (col) => col.notNull())
    /** The stored cover image's key (file storage); null shows the category's art. */
    .addColumn('cover_file_key', 'varchar(300)')
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('draft'))
    .addColumn('visibility', 'varchar(12)', (col) => col.notNull().defaultTo('private'))
    .addColumn('published_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('courses_catalogue_idx')
    .on('courses')
    .columns(['status', 'visibility', 'published_at'])
    .execute();
  await db.schema.createIndex('courses_owner_idx').on('courses').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('courses').execute();
}
