import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import type { OutboxMessage } from './outbox';
import { resetPasswordTemplate } from './templates/reset-password';

const apps: FastifyInstance[] = [];

async function start(databaseUrl: string, env: Record<string, string> = {}) {
  const app = await buildTestApp(databaseUrl, env);
  apps.push(app);
  return app;
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function email(to: string, code: string) {
  return {
    to,
    ...resetPasswordTemplate({
      link: `https://lectio.test/auth/reset_password?c=code-for-${code}`,
    }),
  };
}

for (const database of testDatabases()) {
  describe(`outbox and /dev/mailbox on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    it('keeps sent emails and lists them newest first, with a page and JSON for each', async () => {
      const app = await start(await database.create());
      await app.email.send(email('ann@example.com', 'Ann'));
      await app.email.send(email('Bob@Example.com', 'Bob <script>'));
      await app.email.send(email('ann@example.com', 'Annie'));

      const all = await app.inject({ url: '/dev/mailbox.json' });
      expect(all.statusCode).toBe(200);
      const { messages } = all.json() as { messages: OutboxMessage[] };
      expect(messages.map((m) => m.to)).toEqual([
        'ann@example.com',
        // The envelope address, as nodemailer normalises it (lower-case domain).
        'Bob@example.com',
        'ann@example.com',
      ]);
      expect(messages[0]?.text).toContain('code-for-Annie');
      expect(messages[0]?.html).toContain(
        'href="https://lectio.test/auth/reset_password?c=code-for-Annie"',
      );
      expect(messages[0]?.subject).toBe('Reset your Lectio password');
      expect(Date.parse(messages[0]?.createdAt ?? '')).not.toBeNaN();

      // Filtered by address, in any case; still newest first.
      const ann = (await app.inject({ url: '/dev/mailbox.json?to=ANN@example.com' })).json() as {
        messages: OutboxMessage[];
      };
      expect(ann.messages.map((m) => m.text.includes('code-for-Annie'))).toEqual([true, false]);
      const bob = (await app.inject({ url: '/dev/mailbox.json?to=bob@example.com' })).json() as {
        messages: OutboxMessage[];
      };
      expect(bob.messages).toHaveLength(1);
      const nobody = (await app.inject({ url: '/dev/mailbox.json?to=nobody@example.com' })).json();
      expect(nobody).toEqual({ messages: [] });

      const list = await app.inject({ url: '/dev/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(list.body).toContain('<html lang="en">');
      expect(list.body).toContain('<th scope="col">Subject</th>');
      expect(list.body).toContain('<td>Bob@example.com</td>');
      for (const message of messages) {
        expect(list.body).toContain(`href="/dev/mailbox/${message.id}"`);
      }
      const csp = String(list.headers['content-security-policy']);
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src|unsafe-inline/);

      const bobMessage = bob.messages[0]!;
      const page = await app.inject({ url: `/dev/mailbox/${bobMessage.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Reset your Lectio password</h1>');
      expect(page.body).toContain(`<iframe src="/dev/mailbox/${bobMessage.id}/html"`);
      expect(page.body).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
      // The text version is shown escaped: the link's markup stays text.
      expect(page.body).toContain('code-for-Bob &lt;script&gt;');
      expect(page.body).not.toContain('<script');

      const html = await app.inject({ url: `/dev/mailbox/${bobMessage.id}/html` });
      expect(html.statusCode).toBe(200);
      expect(html.body).toBe(bobMessage.html);
      const emailCsp = String(html.headers['content-security-policy']);
      expect(emailCsp).toContain("default-src 'none'");
      expect(emailCsp).toContain('sandbox');
      expect(emailCsp).not.toContain('script-src');
      expect(emailCsp).toContain("frame-ancestors 'self'");
    });

    it('answers 404 for an email that is not in the outbox', async () => {
      const app = await start(await database.create());
      const page = await app.inject({ url: '/dev/mailbox/no-such-id' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<h1>Email not found</h1>');
      expect((await app.inject({ url: '/dev/mailbox/no-such-id/html' })).statusCode).toBe(404);
    });

    it('shows an empty mailbox plainly', async () => {
      const app = await start(await database.create());
      const list = await app.inject({ url: '/dev/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('No emails yet.');
      expect(list.body).not.toContain('<table');
    });

    it('does not serve the mailbox in production, though emails are still kept', async () => {
      const app = await start(await database.create(), { NODE_ENV: 'production' });
      await app.email.send(email('ann@example.com', 'Ann'));
      for (const url of [
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/dev/mailbox.json?to=ann@example.com',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Reset your Lectio password');
      }
      const kept = await app.db.selectFrom('email_outbox').select('to_address').execute();
      expect(kept).toEqual([{ to_address: 'ann@example.com' }]);
    });

    it('does not serve the mailbox when emails go through SMTP', async () => {
      const app = await start(await database.create(), { SMTP_URL: 'smtp://127.0.0.1:2525' });
      expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
    });

    it('refuses an email nodemailer cannot address, and keeps nothing', async () => {
      const app = await start(await database.create());
      await expect(app.email.send(email('', 'Ann'))).rejects.toThrow();
      expect(await app.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
    });
  });
}
