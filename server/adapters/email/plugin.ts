import fp from 'fastify-plugin';
import type { EmailSender } from './email';
import { mailboxRoutes, MAILBOX_PATH } from './mailbox-routes';
import { createOutboxSender } from './outbox';
import { createSmtpSender } from './smtp';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailSender;
  }
}

export interface EmailPluginOptions {
  /** SMTP_URL: send through this server; without it, emails go to the outbox table. */
  smtpUrl?: string;
  /** EMAIL_FROM. */
  from: string;
  /** NODE_ENV === 'production': the development mailbox is never served. */
  production: boolean;
}

/**
 * Decorates `app.email`: SMTP when SMTP_URL is set (production), otherwise the outbox table,
 * readable at /dev/mailbox outside production.
 */
export default fp<EmailPluginOptions>(
  async (app, { smtpUrl, from, production }) => {
    if (smtpUrl) {
      const sender = createSmtpSender(smtpUrl, from);
      app.decorate('email', sender);
      app.addHook('onClose', async () => sender.close());
      const { protocol, hostname, port } = new URL(smtpUrl);
      app.log.info(
        `Email: sending through SMTP at ${protocol}//${hostname}${port ? `:${port}` : ''}`,
      );
      return;
    }
    app.decorate('email', createOutboxSender(app.db, from));
    if (production) {
      app.log.warn('Email: SMTP_URL is not set, so emails are kept in the outbox and not sent');
      return;
    }
    await app.register(mailboxRoutes, { db: app.db });
    app.log.info(
      `Email: no SMTP_URL, emails are kept in the outbox (read them at ${MAILBOX_PATH})`,
    );
  },
  { name: 'email', dependencies: ['database'] },
);
