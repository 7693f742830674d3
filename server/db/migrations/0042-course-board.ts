import type { Kysely } from 'kysely';

/**
 * The course Discussion Board (issue 13, point 14):
 *
 * - `courses.board_premoderation` (0/1): participants' posts wait for an instructor's approval.
 * - `courses.board_post_first` (0/1): in threads marked `post_first` (reflection threads), a
 *   participant sees the replies only once they have replied themselves.
 * - `board_posts`: threads (thread_id NULL, with a title) and their replies (thread_id set), one
 *   table so that editing, deleting, hiding, reporting and the former-posts rule treat both
 *   alike. `author_id` is NULL once the author left and the course shows their posts as
 *   "Former participant" (`author_former` 1). `gone` says why a post shows no words: 'deleted'
 *   by its author, 'removed' by the former-posts rule; its row stays while replies hang on it.
 *   A thread keeps its count of visible replies and its latest activity, so a board page of a
 *   large course reads one index. `client_id` makes a double-clicked post one post.
 * - `board_mentions`: who a post mentions, for the notifications built later (point 14).
 * - `board_reports`: a member's report of a post, once per post and person.
 * - `board_mutes`: a participant muted on the course's board until a time, or until unmuted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['board_premoderation', 'board_post_first']) {
    await db.schema
      .alterTable('courses')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .createTable('board_posts')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('thread_id', 'varchar(40)', (col) =>
      col.references('board_posts.id').onDelete('cascade'),
    )
    .addColumn('lesson_id', 'varchar(40)', (col) =>
      col.references('course_lessons.id').onDelete('set null'),
    )
    .addColumn('author_id', 'varchar(40)', (col) => col.references('users.id'))
    .addColumn('author_former', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_id', 'varchar(40)')
    .addColumn('title', 'varchar(200)')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('published'))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('post_first', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('gone', 'varchar(12)')
    .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('edited_at', 'varchar(40)')
    .addColumn('last_activity_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('board_posts_client_unique', ['author_id', 'client_id'])
    .execute();
  // The board page: a course's threads, pinned first, then by latest activity.
  await db.schema
    .createIndex('board_posts_board_idx')
    .on('board_posts')
    .columns(['course_id', 'thread_id', 'pinned', 'last_activity_at'])
    .execute();
  await db.schema
    .createIndex('board_posts_thread_idx')
    .on('board_posts')
    .columns(['thread_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('board_posts_author_idx')
    .on('board_posts')
    .columns(['course_id', 'author_id'])
    .execute();
  await db.schema
    .createIndex('board_posts_lesson_idx')
    .on('board_posts')
    .columns(['lesson_id'])
    .execute();

  await db.schema
    .createTable('board_mentions')
    .addColumn('post_id', 'varchar(40)', (col) =>
      col.notNull().references('board_posts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_mentions_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('board_mentions_user_idx')
    .on('board_mentions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('board_reports')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('post_id', 'varchar(40)', (col) =>
      col.notNull().references('board_posts.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('open'))
    .addColumn('resolved_by', 'varchar(40)')
    .addColumn('resolved_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addUniqueConstraint('board_reports_once', ['post_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('board_reports_open_idx')
    .on('board_reports')
    .columns(['course_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('board_mutes')
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    /** NULL: until an instructor unmutes. */
    .addColumn('until', 'varchar(40)')
    .addColumn('muted_by', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_mutes_pk', ['course_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('board_mutes').execute();
  await db.schema.dropTable('board_reports').execute();
  await db.schema.dropTable('board_mentions').execute();
  await db.schema.dropTable('board_posts').execute();
  for (const column of ['board_post_first', 'board_premoderation']) {
    await db.schema.alterTable('courses').dropColumn(column).execute();
  }
}
