import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmailService } from './email';
import { countMail, type MailCounterStore } from './mail-limits';
import { envelopeRecipients } from './mail-options';
import { createOutbox } from './outbox';
import { enqueueEmail } from './queue';
import { currentRequestAddress } from '../../plugins/request-context';
import type { SmtpSender } from './smtp';

export interface EmailServiceOptions {
  db: Kysely<Database>;
  /** EMAIL_FROM. */
  from: string;
  /** SMTP to deliver through (emails are queued), or null (emails go to the local outbox). */
  smtp: SmtpSender | null;
  /** The shared rate-limit store, counted through the database the email is written to. */
  countersIn(db: Kysely<Database>): MailCounterStore;
  log: FastifyBaseLogger;
}

/** `app.email` (see EmailService): limits, then a write into the queue or the local outbox. */
export function createEmailService({
  db: appDb,
  from,
  smtp,
  countersIn,
  log,
}: EmailServiceOptions): EmailService {
  const outbox = createOutbox();
  return {
    smtp,
    async send(message, { db = appDb } = {}) {
      const recipients = await envelopeRecipients(from, message);
      const address = currentRequestAddress();
      const refused = await countMail(
        countersIn(db),
        message.template,
        recipients.join(', '),
        address,
        Date.now(),
      );
      if (refused) {
        // The caller's answer stays the same, so a limit reveals nothing about accounts.
        log.warn(
          { template: message.template, limit: refused, ip: address },
          'Email: not sent, the mail limit for this template is reached',
        );
        return false;
      }
      if (smtp) await enqueueEmail(db, message, new Date());
      else await outbox.keep(db, message, recipients);
      return true;
    },
  };
}
