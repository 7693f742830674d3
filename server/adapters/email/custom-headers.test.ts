import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { buildTestApp } from '../../../tests/support/test-app';
import { deliverDue } from './delivery';
import { listOutbox } from './outbox';
import { passwordChangedTemplate } from './templates/password-changed';

/**
 * An email's own headers (RFC 8058's List-Unsubscribe on notification email) travel with it:
 * into the delivery queue and out through nodemailer to the mail server, and into the local
 * outbox and /dev/mailbox, unchanged.
 */
const HEADERS = {
  'List-Unsubscribe': '<https://lectio.test/api/notifications/unsubscribe?t=u.abc.sig>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

/** The raw message's headers, unfolded, by lower-cased name. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const email = () => ({
  ...passwordChangedTemplate({ firstName: 'Zoe', resetLink: 'https://lectio.test/reset' }),
  headers: HEADERS,
});

for (const database of testDatabases()) {
  describe(`custom email headers on ${database.name}`, () => {
    let sink: SmtpSink;
    let queued: FastifyInstance;
    let local: FastifyInstance;

    beforeAll(async () => {
      sink = await startSmtpSink();
      queued = await buildTestApp(await database.create(), { SMTP_URL: sink.url });
      local = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await queued.close();
      await local.close();
      await sink.close();
      await database.dropAll();
    });

    it('keeps them in the queue and sends them through SMTP', async () => {
      await queued.email.send({ to: 'zoe@example.org', ...email() });
      const row = await queued.db.selectFrom('email_queue').select('headers').executeTakeFirst();
      expect(JSON.parse(row?.headers ?? '{}')).toEqual(HEADERS);
      expect((await deliverDue(queued)).sent).toBe(1);
      const raw = sink.received.find((d) => d.rcptTo.includes('zoe@example.org'))?.raw ?? '';
      const headers = headersOf(raw);
      expect(headers.get('list-unsubscribe')).toBe(HEADERS['List-Unsubscribe']);
      expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    });

    it('keeps them in the local outbox and shows them in /dev/mailbox', async () => {
      await local.email.send({ to: 'ann@example.org', ...email() });
      const [kept] = await listOutbox(local.db, 'ann@example.org');
      expect(kept?.headers).toEqual(HEADERS);
      const json = await local.inject({ url: '/dev/mailbox.json?to=ann@example.org' });
      expect(json.json<{ messages: { headers: unknown }[] }>().messages[0]?.headers).toEqual(
        HEADERS,
      );
      const page = await local.inject({ url: `/dev/mailbox/${kept?.id}` });
      expect(page.body).toContain('List-Unsubscribe-Post');
    });

    it('sends email without headers of its own as before', async () => {
      await local.email.send({
        to: 'bea@example.org',
        ...passwordChangedTemplate({ firstName: 'Bea', resetLink: 'https://x.test' }),
      });
      const [kept] = await listOutbox(local.db, 'bea@example.org');
      expect(kept?.headers).toEqual({});
    });
  });
}
