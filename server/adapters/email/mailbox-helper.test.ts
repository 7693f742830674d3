import type { AddressInfo } from 'node:net';
import { request, type APIRequestContext } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, readEmail } from '../../../tests/support/mailbox';
import { buildTestApp } from '../../../tests/support/test-app';
import { confirmEmailTemplate } from './templates/confirm-email';
import { resetPasswordTemplate } from './templates/reset-password';

// The browser tests' helper, against the real server on a socket (as Playwright uses it).
let app: FastifyInstance;
let api: APIRequestContext;

beforeAll(async () => {
  app = await buildTestApp('sqlite::memory:');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await api.dispose();
  await app.close();
});

const confirm = (code: string) =>
  confirmEmailTemplate({
    link: `http://localhost:3011/auth/confirm_email?e=ann%40example.com&c=${code}`,
  });

describe('tests/support/mailbox', () => {
  it('waits for an email that arrives later and returns the newest one', async () => {
    const sending = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await app.email.send({ to: 'ann@example.com', ...confirm('first') });
      await app.email.send({ to: 'ann@example.com', ...confirm('second') });
    })();
    const message = await readEmail(api, 'ann@example.com');
    await sending;
    // It may have seen only the first one; once both are there, the newest comes first.
    expect(message.to).toBe('ann@example.com');
    const newest = await readEmail(api, 'ann@example.com');
    expect(extractLink(newest.text, '/auth/confirm_email')).toBe(
      '/auth/confirm_email?e=ann%40example.com&c=second',
    );
  });

  it('filters by subject and skips emails already read', async () => {
    await app.email.send({
      to: 'bo@example.com',
      ...resetPasswordTemplate({
        link: 'http://localhost:3011/auth/reset_password?c=r1',
      }),
    });
    await app.email.send({ to: 'bo@example.com', ...confirm('bo') });
    const reset = await readEmail(api, 'bo@example.com', { subject: /Reset your/ });
    expect(extractLink(reset.text, '/auth/reset_password')).toBe('/auth/reset_password?c=r1');
    const newest = await readEmail(api, 'bo@example.com');
    expect(newest.subject).toBe('Confirm your email address for Lectio');
    const other = await readEmail(api, 'bo@example.com', { excludeIds: [newest.id] });
    expect(other.id).toBe(reset.id);
  });

  it('fails after the timeout naming the address and what it saw', async () => {
    await app.email.send({
      to: 'cy@example.com',
      ...resetPasswordTemplate({ link: 'http://localhost:3011/auth/reset_password?c=r2' }),
    });
    await expect(
      readEmail(api, 'cy@example.com', { subject: 'Nothing like this', timeoutMs: 300 }),
    ).rejects.toThrow(/No email to cy@example.com .*within 300 ms.*Reset your Lectio password/);
  });

  it('fails clearly when the email has no such link', () => {
    expect(() => extractLink('Visit https://lectio.test/other', '/auth/reset_password')).toThrow(
      /No link to \/auth\/reset_password/,
    );
  });
});
