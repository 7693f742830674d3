import type { Kysely, Transaction } from 'kysely';
import type { LessonBlock } from '../../common/schemas/academy-blocks';
import { fileKeysOfBlocks, uploadIdOfFileKey } from '../../common/schemas/academy-builder';
import { BUILDER_MESSAGES } from '../../common/academy/builder-messages';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

/**
 * Which files an Academy course may show (issue 13, point 5), the rule of server/access for
 * course files:
 *
 * - A course's files are the keys its lessons' blocks and its cover name. The course files
 *   route serves a key only to the course's staff and active participants (`loadCourse(...,
 *   'member')`), and only if the course uses that key, so a course can never be made to serve
 *   a file it does not use.
 * - A key comes into a course only as the saving instructor's own upload (`uploads/<id>`, not
 *   failed), or by being there already (a lesson copied or duplicated by someone who teaches
 *   both courses, the demo course's seeded files). So nobody can reach another person's
 *   upload, or any other stored file, by typing its key into a block.
 */
type Db = Kysely<Database> | Transaction<Database>;

/** Whether the course's cover or one of its lessons' blocks names the key. */
export async function courseUsesFile(db: Db, courseId: string, key: string): Promise<boolean> {
  const cover = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where('cover_file_key', '=', key)
    .executeTakeFirst();
  if (cover) return true;
  // The JSON holds the key verbatim (a key has no character JSON escapes, and no `%`); LIKE
  // narrows the lessons to read, then the parsed blocks decide (`_` is a LIKE wildcard).
  const pattern = `%${key}%`;
  const lessons = await db
    .selectFrom('course_lessons')
    .select('blocks')
    .where('course_id', '=', courseId)
    .where('blocks', 'like', pattern)
    .execute();
  return lessons.some((lesson) => {
    const blocks: unknown = JSON.parse(lesson.blocks);
    return Array.isArray(blocks) && fileKeysOfBlocks(blocks as LessonBlock[]).includes(key);
  });
}

/**
 * Refuses keys the caller may not bring into a course: every key not already `known` must be
 * the caller's own upload, and not a failed one.
 */
export async function assertMayUseFiles(
  db: Db,
  userId: string,
  keys: readonly string[],
  known: readonly string[],
): Promise<void> {
  const fresh = keys.filter((key) => !known.includes(key));
  for (const key of fresh) {
    const uploadId = uploadIdOfFileKey(key);
    const upload = uploadId
      ? await db
          .selectFrom('uploads')
          .select(['owner_id', 'status'])
          .where('id', '=', uploadId)
          .executeTakeFirst()
      : undefined;
    if (!upload || upload.owner_id !== userId) {
      throw new AppError('BAD_REQUEST', { file: BUILDER_MESSAGES.fileNotYours });
    }
    if (upload.status === 'failed' || upload.status === 'uploading') {
      throw new AppError('BAD_REQUEST', { file: BUILDER_MESSAGES.fileNotReady });
    }
  }
}
