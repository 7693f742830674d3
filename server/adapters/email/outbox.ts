import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmailMessage } from './email';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The email's own headers (List-Unsubscribe…), empty for most. */
  headers: Record<string, string>;
  createdAt: string;
}

/**
 * The local outbox (the embedded default, without SMTP_URL): emails are kept in the
 * email_outbox table instead of sent, and that is their delivery, done in the request's own
 * transaction so /dev/mailbox and the browser journeys find them at once. Times strictly
 * increase, so the newest-first order is exact even within a millisecond.
 */
export function createOutbox() {
  let last = 0;
  return {
    async keep(db: Kysely<Database>, message: EmailMessage, recipients: string[]): Promise<void> {
      last = Math.max(Date.now(), last + 1);
      await db
        .insertInto('email_outbox')
        .values({
          id: crypto.randomUUID(),
          to_address: recipients.join(', '),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          headers: message.headers ? JSON.stringify(message.headers) : null,
          created_at: new Date(last).toISOString(),
        })
        .execute();
    },
  };
}

const LIST_LIMIT = 200;

/** The newest messages first, optionally only those sent to one address (any case). */
export async function listOutbox(db: Kysely<Database>, to?: string): Promise<OutboxMessage[]> {
  let query = db.selectFrom('email_outbox').selectAll();
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(toMessage);
}

export async function getOutboxMessage(
  db: Kysely<Database>,
  id: string,
): Promise<OutboxMessage | undefined> {
  const row = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toMessage(row);
}

function toMessage(row: Selectable<Database['email_outbox']>): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: parseHeaders(row.headers),
    createdAt: row.created_at,
  };
}

/** Stored headers back as an object; anything unreadable counts as none. */
export function parseHeaders(stored: string | null): Record<string, string> {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
