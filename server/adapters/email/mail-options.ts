import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { EmailMessage } from './email';

/**
 * The nodemailer options for one message. The outbox and SMTP build every email from these, so
 * the outbox holds exactly what SMTP would have sent.
 */
export function mailOptions(from: string, message: EmailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
    // Both versions as UTF-8; nodemailer picks quoted-printable or base64 per part.
    encoding: 'utf-8',
  };
}

/** Builds the full MIME message in memory and sends it nowhere. */
const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });

/**
 * The envelope's bare recipient addresses, as an SMTP server would receive them. Building the
 * message first means an address or header nodemailer would refuse fails when the email is
 * written, in the request, rather than later in the delivery worker.
 */
export async function envelopeRecipients(from: string, message: EmailMessage): Promise<string[]> {
  const info = await builder.sendMail(mailOptions(from, message));
  // SMTP refuses a message without a recipient; so do we.
  if (info.envelope.to.length === 0) throw new Error('No recipients defined');
  return info.envelope.to;
}
