import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailQueueTable } from '../../db/schema';
import type { EmailMessage } from './email';
import type { TemplateName } from './mail-limits';
import { parseHeaders } from './outbox';

/** A queued email claimed by one delivery run. */
export interface ClaimedEmail {
  id: string;
  /** This claim's attempt number (1 for the first). */
  attempt: number;
  message: EmailMessage;
}

/** Writes an email for the delivery worker, due at once. */
export async function enqueueEmail(
  db: Kysely<Database>,
  message: EmailMessage,
  now: Date,
): Promise<void> {
  await db
    .insertInto('email_queue')
    .values({
      id: crypto.randomUUID(),
      template: message.template,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      status: 'queued',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      last_error: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Up to `limit` queued emails due at `now`, oldest first, as claim candidates. */
export async function dueEmails(db: Kysely<Database>, now: Date, limit: number) {
  return db
    .selectFrom('email_queue')
    .select(['id', 'attempts'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims one due email for `leaseMs`: a conditional update on the attempt count, so of two
 * instances that saw the same row only one changes it and sends. The lease moves the row's next
 * attempt past the delivery; if the instance dies mid-send, the row is due again after it.
 */
export async function claimEmail(
  db: Kysely<Database>,
  candidate: { id: string; attempts: number },
  now: Date,
  leaseMs: number,
): Promise<ClaimedEmail | null> {
  const row = await db
    .updateTable('email_queue')
    .set({
      attempts: candidate.attempts + 1,
      next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(),
    })
    .where('id', '=', candidate.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', candidate.attempts)
    .where('next_attempt_at', '<=', now.toISOString())
    .returning([
      'id',
      'attempts',
      'template',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'headers',
    ])
    .executeTakeFirst();
  return row ? { id: row.id, attempt: row.attempts, message: toMessage(row) } : null;
}

/** A sent email leaves the queue (its links are nobody's business once delivered). */
export async function removeSentEmail(db: Kysely<Database>, claim: ClaimedEmail): Promise<void> {
  await db
    .deleteFrom('email_queue')
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempt)
    .execute();
}

/**
 * A failed attempt: due again at `retryAt`, or given up (`failed`, kept from `failedAt` on)
 * when there is no further attempt.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  claim: ClaimedEmail,
  error: string,
  next: { retryAt: Date } | { failedAt: Date },
): Promise<void> {
  await db
    .updateTable('email_queue')
    .set(
      'retryAt' in next
        ? { last_error: error, next_attempt_at: next.retryAt.toISOString() }
        : { last_error: error, status: 'failed', next_attempt_at: next.failedAt.toISOString() },
    )
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempt)
    .execute();
}

/** Forgets emails given up on before `before` (kept a while for whoever looks into them). */
export async function purgeFailedEmails(db: Kysely<Database>, before: Date): Promise<void> {
  await db
    .deleteFrom('email_queue')
    .where('status', '=', 'failed')
    .where('next_attempt_at', '<', before.toISOString())
    .execute();
}

function toMessage(
  row: Pick<
    Selectable<EmailQueueTable>,
    'template' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'headers'
  >,
): EmailMessage {
  const headers = parseHeaders(row.headers);
  return {
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    // Written from a TemplateName by enqueueEmail.
    template: row.template as TemplateName,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
  };
}
