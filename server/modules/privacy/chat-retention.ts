import type { Kysely } from 'kysely';
import { chatKeptUntil } from '../../../common/chat/rules';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { removeDetachedAttachments } from '../chat/attachment-cleanup';

/** Archived classes looked at per run; the next run takes the rest. */
const BATCH = 200;
const YEAR_MS = 365 * 86_400_000;

/**
 * Chat's retention (issue 17, point 5; the privacy policy says so): a class's conversations are
 * kept for the school year in which the class was archived plus one year, then deleted with their
 * messages, members, reports, care flags, translations (each cascades from its conversation or
 * message) and attachments (their files too). A class brought back from the archive keeps
 * them. Answers how many conversations it deleted.
 */
export async function purgeArchivedChat(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  // Nothing archived less than a year ago can be due: the database narrows, the rule decides.
  const candidates = await db
    .selectFrom('classes')
    .select(['id', 'archived_at'])
    .where('archived_at', 'is not', null)
    .where('archived_at', '<=', new Date(now.getTime() - YEAR_MS).toISOString())
    .where((eb) =>
      eb.exists(
        eb.selectFrom('chat_conversations').select('id').whereRef('class_id', '=', 'classes.id'),
      ),
    )
    .limit(BATCH)
    .execute();
  const due = candidates
    .filter((row) => chatKeptUntil(new Date(row.archived_at!)) < now)
    .map((row) => row.id);
  if (due.length === 0) return 0;
  const deleted = await db
    .deleteFrom('chat_conversations')
    .where('class_id', 'in', due)
    .executeTakeFirst();
  // Their attachments' rows lost their conversation (set null): their files go now.
  await removeDetachedAttachments(db, storage, now);
  return Number(deleted.numDeletedRows ?? 0n);
}
