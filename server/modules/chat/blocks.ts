import type { Kysely } from 'kysely';
import { personName } from '../../access/chat';
import type { Database } from '../../db/schema';

/** A parent blocks another parent (issue 17, point 7): neither may then start or write to the other. */
export async function blockParent(
  db: Kysely<Database>,
  blockerId: string,
  blockedId: string,
  now: Date,
): Promise<void> {
  if (blockerId === blockedId) return;
  await db
    .insertInto('chat_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function unblockParent(db: Kysely<Database>, blockerId: string, blockedId: string) {
  await db
    .deleteFrom('chat_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

export async function blockedBy(db: Kysely<Database>, blockerId: string) {
  const rows = await db
    .selectFrom('chat_blocks')
    .innerJoin('users', 'users.id', 'chat_blocks.blocked_id')
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('chat_blocks.blocker_id', '=', blockerId)
    .orderBy('users.last_name')
    .execute();
  return {
    blocked: rows.map((row) => ({ id: row.id, name: personName(row.first_name, row.last_name) })),
  };
}
