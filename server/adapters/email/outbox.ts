import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/schema';
import type { EmailSender } from './email';
import { mailOptions } from './mail-options';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface OutboxSender extends EmailSender {
  readonly kind: 'outbox';
}

/**
 * Keeps emails in the email_outbox table instead of sending them (the embedded default). Each
 * message still goes through nodemailer, with a stream transport that builds the full MIME
 * message, so an address or header nodemailer would refuse fails here as it would over SMTP.
 */
export function createOutboxSender(
  db: Kysely<Database>,
  from: string,
  now: () => Date = () => new Date(),
): OutboxSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Strictly increasing times, so the newest-first order is exact even within a millisecond.
  let last = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      // SMTP refuses a message without a recipient; so does the outbox.
      if (info.envelope.to.length === 0) throw new Error('No recipients defined');
      last = Math.max(now().getTime(), last + 1);
      await db
        .insertInto('email_outbox')
        .values({
          id: crypto.randomUUID(),
          // The envelope's bare address(es), as an SMTP server would receive them.
          to_address: info.envelope.to.join(', '),
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
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

function toMessage(row: Database['email_outbox']): OutboxMessage {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  };
}
