/** One email, ready to send: both a plain-text and an HTML version of the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: SMTP in production, the outbox table (read at /dev/mailbox) otherwise. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
