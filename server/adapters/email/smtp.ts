import nodemailer from 'nodemailer';
import type { EmailMessage } from './email';
import { mailOptions } from './mail-options';

/** The delivery worker's connection to the mail server (never used in a request). */
export interface SmtpSender {
  send(message: EmailMessage): Promise<void>;
  /** Closes the pooled connections (the plugin calls it when the app closes). */
  close(): void;
}

/**
 * Sends through the SMTP server of SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the
 * server offers it) or smtps://user:pass@host:465 (TLS from the start). Connections are
 * pooled, and the timeouts keep a slow server from holding a delivery run for minutes.
 */
export function createSmtpSender(smtpUrl: string, from: string): SmtpSender {
  const url = new URL(smtpUrl);
  const secure = url.protocol.toLowerCase() === 'smtps:';
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail(mailOptions(from, message));
    },
    close() {
      transport.close();
    },
  };
}
