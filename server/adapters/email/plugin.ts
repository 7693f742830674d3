import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { deliverDue, DELIVERY } from './delivery';
import type { EmailService } from './email';
import { createEmailService } from './email-service';
import { mailboxRoutes, MAILBOX_PATH } from './mailbox-routes';
import { createSmtpSender } from './smtp';

declare module 'fastify' {
  interface FastifyInstance {
    email: EmailService;
  }
}

export interface EmailPluginOptions {
  /** SMTP_URL: deliver through this server; without it, emails go to the outbox table. */
  smtpUrl?: string;
  /** EMAIL_FROM. */
  from: string;
  /** NODE_ENV === 'production': the development mailbox is never served. */
  production: boolean;
  /** Runs the delivery worker on a timer (off in tests, which call deliverDue themselves). */
  schedule: boolean;
}

/**
 * Decorates `app.email`. With SMTP_URL, emails are queued and the delivery worker sends them
 * (on every instance); otherwise they are kept in the outbox table, readable at /dev/mailbox
 * outside production.
 */
export default fp<EmailPluginOptions>(
  async (app, { smtpUrl, from, production, schedule }) => {
    const smtp = smtpUrl ? createSmtpSender(smtpUrl, from) : null;
    app.decorate(
      'email',
      createEmailService({
        db: app.db,
        from,
        smtp,
        countersIn: (db) => app.rateLimitStoreIn(db),
        log: app.log,
      }),
    );
    if (smtpUrl && smtp) {
      app.addHook('onClose', async () => smtp.close());
      if (schedule) {
        scheduleJob(app, {
          name: 'Email: delivery',
          intervalMs: DELIVERY.intervalMs,
          run: () => deliverDue(app),
        });
      }
      const { protocol, hostname, port } = new URL(smtpUrl);
      app.log.info(
        `Email: sending through SMTP at ${protocol}//${hostname}${port ? `:${port}` : ''}`,
      );
      return;
    }
    if (production) {
      app.log.warn('Email: SMTP_URL is not set, so emails are kept in the outbox and not sent');
      return;
    }
    await app.register(mailboxRoutes, { db: app.db });
    app.log.info(
      `Email: no SMTP_URL, emails are kept in the outbox (read them at ${MAILBOX_PATH})`,
    );
  },
  { name: 'email', dependencies: ['database', 'rate-limit-store'] },
);
