import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';

/** How often the clean-up runs on each instance. */
export const ATTACHMENT_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** An attachment not sent within a day of its upload is removed. */
export const UNSENT_ATTACHMENT_MS = 86_400_000;
/** Rows looked at per run; the next run takes the rest. */
const BATCH = 500;

/**
 * Removes the attachments nothing will show (issue 17, point 9): uploaded but not sent within a
 * day (a draft given up, a chip removed), and those whose conversation or message is gone (the
 * class's retention, a class or a student's account deleted: the links are `set null`,
 * migration 0058). Each row is deleted on the condition it was found in, then its file, so a
 * file being sent at that moment is never lost and two instances never trip over each other.
 * Answers how many it removed.
 */
export async function removeDetachedAttachments(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const dayAgo = new Date(now.getTime() - UNSENT_ATTACHMENT_MS).toISOString();
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['id', 'storage_key'])
    .where((eb) =>
      eb.or([
        eb('conversation_id', 'is', null),
        eb.and([eb('message_id', 'is', null), eb('created_at', '<', dayAgo)]),
      ]),
    )
    .limit(BATCH)
    .execute();
  let removed = 0;
  for (const row of rows) {
    const deleted = await db
      .deleteFrom('chat_attachments')
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([
          eb('conversation_id', 'is', null),
          eb.and([eb('message_id', 'is', null), eb('created_at', '<', dayAgo)]),
        ]),
      )
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) continue;
    await storage.delete(row.storage_key);
    removed += 1;
  }
  return removed;
}
