import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A thread's kept figures, read again from its replies after any change to them: how many
 * replies everyone sees (published, not hidden, not gone) and its latest activity (the thread's
 * own time or its latest such reply), which order the board page.
 */
export async function refreshThread(db: Db, threadId: string): Promise<void> {
  const figures = await db
    .selectFrom('board_posts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('thread_id', '=', threadId)
    .where('status', '=', 'published')
    .where('hidden', '=', 0)
    .where('gone', 'is', null)
    .executeTakeFirst();
  const thread = await db
    .selectFrom('board_posts')
    .select('created_at')
    .where('id', '=', threadId)
    .executeTakeFirst();
  if (!thread) return;
  const latest = figures?.latest ?? null;
  await db
    .updateTable('board_posts')
    .set({
      reply_count: Number(figures?.count ?? 0),
      last_activity_at: latest && latest > thread.created_at ? latest : thread.created_at,
    })
    .where('id', '=', threadId)
    .execute();
}
