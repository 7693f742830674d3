import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isValidSignature, signSubject } from '../../lib/tokens';
import type { NotificationRecipient } from './record-notifications';

/** Where the key that signs unsubscribe links is kept (one for every instance and restart). */
const APP_META_KEY = 'unsubscribe_link_key';

/**
 * The key that signs unsubscribe links: created once at random and kept in app_meta, so every
 * instance signs alike and the link in an old email keeps working. Two instances starting at
 * once both read back the one key that won the insert.
 */
export async function unsubscribeKey(db: Kysely<Database>): Promise<string> {
  const read = async () =>
    (
      await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', APP_META_KEY)
        .executeTakeFirst()
    )?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insertInto('app_meta')
    .values({
      key: APP_META_KEY,
      value: randomBytes(32).toString('base64url'),
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const created = await read();
  if (!created) throw new Error('The unsubscribe link key could not be stored');
  return created;
}

const subjectOf = (prefix: 'u' | 's', id: string) => `unsubscribe:${prefix}:${id}`;

/** `u.<userId>.<signature>` or `s.<studentId>.<signature>`: whose email a link turns off. */
export function unsubscribeToken(key: string, recipient: NotificationRecipient): string {
  const [prefix, id] =
    'userId' in recipient
      ? (['u', recipient.userId] as const)
      : (['s', recipient.studentId] as const);
  return `${prefix}.${id}.${signSubject(key, subjectOf(prefix, id))}`;
}

/** The recipient a token was signed for, or null for anything tampered with or malformed. */
export function readUnsubscribeToken(key: string, token: unknown): NotificationRecipient | null {
  if (typeof token !== 'string') return null;
  const match = /^([us])\.([A-Za-z0-9-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, prefix, id, signature] = match as unknown as [string, 'u' | 's', string, string];
  if (!isValidSignature(key, subjectOf(prefix, id), signature)) return null;
  return prefix === 'u' ? { userId: id } : { studentId: id };
}
