import type { SendMailOptions } from 'nodemailer';
import type { EmailMessage } from './email';

/**
 * The nodemailer options for one message. Both senders build every email from these, so the
 * outbox holds exactly what SMTP would have sent.
 */
export function mailOptions(from: string, message: EmailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // Both versions as UTF-8; nodemailer picks quoted-printable or base64 per part.
    encoding: 'utf-8',
  };
}
