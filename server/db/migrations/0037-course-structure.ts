import type { Kysely } from 'kysely';

/**
 * A course's structure and who is in it (issue 13, points 4 to 9):
 *
 * - `course_chapters` and `course_lessons`, ordered by `position`; a lesson's content is its
 *   list of blocks, JSON checked by common/schemas/academy-blocks.ts. Each chapter and lesson
 *   has a release rule (point 7): at once, on a date, or N days after the participant joined,
 *   and may require the previous lesson completed.
 * - `course_members`: co-instructors and participants (the owner is `courses.owner_id`). A
 *   participant of a private course waits as 'pending' until approved; leaving or removal
 *   keeps the row (their history stays the course's) with status 'left' or 'removed'.
 * - `course_join_links`: the course's join link, a random token of at least 128 bits, with an
 *   optional expiry and seat limit; regenerating revokes the old one. `joined_count` counts
 *   who joined through it (the seat limit is checked against it in one conditional update).
 * - `course_invites`: a private course's email invitations (the token is stored hashed).
 * - `course_unlocks`: an instructor opened a locked chapter or lesson for one participant.
 * - `lesson_progress`: a participant's place in a lesson: completion and the video position.
 * - courses gain their completion rule (point 12) and the board's settings (point 14).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('courses')
    // The percentage of lessons a participant completes (reflections accepted) to finish.
    .addColumn('completion_percent', 'integer', (col) => col.notNull().defaultTo(100))
    .execute();
  await db.schema
    .alterTable('courses')
    // What a former participant's board posts become: 'former' (kept, unnamed) or 'remove'.
    .addColumn('former_posts', 'varchar(12)', (col) => col.notNull().defaultTo('former'))
    .execute();

  await db.schema
    .createTable('course_chapters')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('release_mode', 'varchar(12)', (col) => col.notNull().defaultTo('immediate'))
    /** 'date': the calendar day (YYYY-MM-DD) it opens, at the start of that day in UTC. */
    .addColumn('release_date', 'varchar(10)')
    /** 'afterJoin': days after the participant joined. */
    .addColumn('release_days', 'integer')
    .addColumn('requires_previous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_chapters_course_idx')
    .on('course_chapters')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('course_lessons')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('chapter_id', 'varchar(40)', (col) =>
      col.notNull().references('course_chapters.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(120)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    /** The lesson's blocks, JSON (LessonBlock[]). */
    .addColumn('blocks', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('release_mode', 'varchar(12)', (col) => col.notNull().defaultTo('immediate'))
    .addColumn('release_date', 'varchar(10)')
    .addColumn('release_days', 'integer')
    .addColumn('requires_previous', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_lessons_chapter_idx')
    .on('course_lessons')
    .columns(['chapter_id', 'position'])
    .execute();
  await db.schema
    .createIndex('course_lessons_course_idx')
    .on('course_lessons')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('course_join_links')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(40)')
    .addColumn('seat_limit', 'integer')
    .addColumn('joined_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('revoked_at', 'varchar(40)')
    .addColumn('created_by', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_join_links_course_idx')
    .on('course_join_links')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('course_members')
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    /** 'instructor' (a co-instructor) or 'participant'. */
    .addColumn('role', 'varchar(12)', (col) => col.notNull())
    /** 'pending' (waits for approval), 'active', 'left' or 'removed'. */
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('join_link_id', 'varchar(40)', (col) => col.references('course_join_links.id'))
    /** When they became active: the start of "N days after joining". */
    .addColumn('joined_at', 'varchar(40)')
    .addColumn('last_activity_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_members_pk', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('course_members_user_idx')
    .on('course_members')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('course_members_course_idx')
    .on('course_members')
    .columns(['course_id', 'role', 'status'])
    .execute();

  await db.schema
    .createTable('course_invites')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    /** SHA-256 of the emailed token. */
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('accepted_at', 'varchar(40)')
    .addColumn('revoked_at', 'varchar(40)')
    .addColumn('invited_by', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_invites_course_idx')
    .on('course_invites')
    .columns(['course_id', 'email'])
    .execute();

  await db.schema
    .createTable('course_unlocks')
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    /** The chapter's or lesson's id. */
    .addColumn('item_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('unlocked_by', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('course_unlocks_pk', ['course_id', 'user_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('lesson_progress')
    .addColumn('lesson_id', 'varchar(40)', (col) =>
      col.notNull().references('course_lessons.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(40)', (col) => col.notNull().references('users.id'))
    .addColumn('course_id', 'varchar(40)', (col) =>
      col.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('completed_at', 'varchar(40)')
    /** Seconds into the lesson's video where the participant stopped. */
    .addColumn('video_position', 'integer', (col) => col.notNull().defaultTo(0))
    /** The furthest fraction of the video watched, in thousandths (900 = 90 %). */
    .addColumn('video_watched', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['lesson_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('lesson_progress_course_user_idx')
    .on('lesson_progress')
    .columns(['course_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lesson_progress',
    'course_unlocks',
    'course_invites',
    'course_members',
    'course_join_links',
    'course_lessons',
    'course_chapters',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('courses').dropColumn('former_posts').execute();
  await db.schema.alterTable('courses').dropColumn('completion_percent').execute();
}
