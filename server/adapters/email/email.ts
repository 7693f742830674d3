import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TemplateName } from './mail-limits';
import type { SmtpSender } from './smtp';

/** One email, ready to send: both a plain-text and an HTML version of the same content. */
export interface EmailMessage {
  to: string;
  template: TemplateName;
  subject: string;
  text: string;
  html: string;
  /**
   * Headers of its own, passed to nodemailer as they are (e.g. RFC 8058's List-Unsubscribe and
   * List-Unsubscribe-Post on notification email); kept with the email in the outbox and queue.
   */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /**
   * Where to write the email: pass the transaction that makes the change the email announces,
   * so both are kept or neither is. Defaults to the app's database.
   */
  db?: Kysely<Database>;
}

/** What the modules that send mail need of `app.email`. */
export interface EmailSender {
  /** Answers false when a mail limit held the email back (it is logged, not written). */
  send(message: EmailMessage, options?: SendOptions): Promise<boolean>;
}

/**
 * `app.email`. Sending never talks to a mail server: it writes the email into the database in
 * the caller's transaction, after the mail limits (mail-limits.ts) allowed it. With SMTP_URL it
 * goes into the delivery queue (email_queue), which the delivery worker sends; without, into
 * the local outbox (email_outbox, read at /dev/mailbox), where it is delivered at once.
 */
export interface EmailService extends EmailSender {
  /** The SMTP connection the delivery worker sends through; null while mail stays local. */
  readonly smtp: SmtpSender | null;
}
