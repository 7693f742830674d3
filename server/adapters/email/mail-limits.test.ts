import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser, outbox, TEST_PASSWORD } from '../../../tests/support/factories';
import { MAIL_LIMITS } from './mail-limits';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * Issue 15, point 11: mail cannot be used as a weapon. Each template that anyone can cause is
 * limited per recipient and per requesting address in the shared rate-limit store (database,
 * or Redis), the answer never changes when a limit holds an email back, and mail someone else
 * can cause carries nothing the requester typed.
 */
const START = new Date('2030-01-01T10:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const octet = () => Math.floor(Math.random() * 250);
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;
const LIMIT = MAIL_LIMITS['reset-password']!;

for (const database of testDatabases()) {
  const variants: { label: string; redisUrl?: string }[] = [{ label: 'database store' }];
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl && database.name === 'sqlite') variants.push({ label: 'Redis store', redisUrl });

  for (const variant of variants) {
    describe(`mail limits on ${database.name}, ${variant.label}`, () => {
      let app: FastifyInstance;
      // Redis keeps counters between runs: every address and recipient is new to this run.
      const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
      let counter = 0;
      const unique = (label: string) => `${label}.${++counter}.${run}@example.org`;

      beforeAll(async () => {
        app = await buildTestApp(
          await database.create(),
          variant.redisUrl ? { REDIS_URL: variant.redisUrl } : {},
        );
      });
      afterAll(async () => {
        vi.useRealTimers();
        await app.close();
        await database.dropAll();
      });
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(START);
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      const forgotFrom = (email: string, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/forgot',
          remoteAddress: ip,
          headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
          payload: JSON.stringify({ email }),
        });
      const signupFrom = (ip: string, fields: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          remoteAddress: ip,
          headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
          payload: JSON.stringify({
            lastName: 'Assisi',
            password: 'Prayer12',
            confirmPassword: 'Prayer12',
            role: 5,
            ...fields,
          }),
        });
      const sent = async (to: string, subject: string) =>
        (await outbox(app, to)).filter((mail) => mail.subject.includes(subject)).length;

      it('states its numbers: 3 an hour per recipient and 100 per requesting address', () => {
        expect(LIMIT).toEqual({ windowMs: HOUR_MS, perRecipient: 3, perAddress: 100 });
        for (const template of [
          'confirm-email',
          'signup-attempt',
          'second-email-notice',
        ] as const) {
          expect(MAIL_LIMITS[template]).toEqual(LIMIT);
        }
      });

      it('sends a recipient 3 reset emails an hour, from any addresses, and answers the 4th the same', async () => {
        const victim = unique('victim');
        await insertUser(app, { email: victim });
        const unknownAnswer = await forgotFrom(unique('nobody'), randomIp());
        for (let request = 1; request <= LIMIT.perRecipient + 2; request++) {
          const response = await forgotFrom(victim, randomIp());
          expect(response.statusCode, `request ${request}`).toBe(200);
          expect(response.json()).toEqual(unknownAnswer.json());
          expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
        }
        expect(await sent(victim, 'Reset your')).toBe(LIMIT.perRecipient);

        // The window ends: the owner can ask again.
        vi.setSystemTime(new Date(START.getTime() + HOUR_MS));
        expect((await forgotFrom(victim, randomIp())).statusCode).toBe(200);
        expect(await sent(victim, 'Reset your')).toBe(LIMIT.perRecipient + 1);
      });

      it('keeps the recipient limit exact under concurrent requests', async () => {
        const victim = unique('rushed');
        await insertUser(app, { email: victim });
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => forgotFrom(victim, randomIp())),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
        expect(await sent(victim, 'Reset your')).toBe(LIMIT.perRecipient);
      });

      it('counts each template apart: a recipient past the reset limit still hears of a sign-up attempt', async () => {
        const owner = unique('owner');
        await insertUser(app, { email: owner });
        for (let request = 0; request <= LIMIT.perRecipient; request++) {
          await forgotFrom(owner, randomIp());
        }
        const response = await signupFrom(randomIp(), { email: owner, firstName: 'Clare' });
        expect(response.statusCode).toBe(200);
        expect(await sent(owner, 'Someone tried to create')).toBe(1);
      });

      it('lets one requesting address cause at most 100 emails of a template, whoever receives them', async () => {
        const spammer = randomIp();
        const victims = Array.from({ length: LIMIT.perAddress + 1 }, () => unique('many'));
        for (const victim of victims) await insertUser(app, { email: victim });
        for (const victim of victims) {
          const response = await forgotFrom(victim, spammer);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
        }
        const last = victims.at(-1)!;
        for (const victim of victims.slice(0, -1)) expect(await sent(victim, 'Reset your')).toBe(1);
        expect(await sent(last, 'Reset your')).toBe(0);
        // Past its ceiling the address did not use up the recipient's own allowance.
        await forgotFrom(last, randomIp());
        expect(await sent(last, 'Reset your')).toBe(1);
      });

      it('resends a confirmation to an unconfirmed account at most 3 times an hour', async () => {
        const email = unique('unconfirmed');
        await insertUser(app, { email, confirmed: false });
        for (let attempt = 1; attempt <= LIMIT.perRecipient + 1; attempt++) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: randomIp(),
            headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
            payload: JSON.stringify({ email, password: TEST_PASSWORD }),
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ errors: { email: AUTH_MESSAGES.confirmFirst } });
        }
        expect(await sent(email, 'Confirm your email')).toBe(LIMIT.perRecipient);
      });

      it('puts nothing the requester typed into mail that reaches someone else', async () => {
        const victim = unique('target');
        const second = unique('second');
        const typed = { firstName: 'Visit evil.example', lastName: 'Claim your prize' };
        const ip = randomIp();
        // A sign-up with the victim's address and the second address, then again (the
        // address is now taken), and a reset: four emails the victim and second inbox never
        // asked for.
        await signupFrom(ip, { email: victim, secondEmail: second, ...typed });
        await signupFrom(ip, { email: victim, ...typed });
        await forgotFrom(victim, ip);
        const mails = [...(await outbox(app, victim)), ...(await outbox(app, second))];
        expect(mails).toHaveLength(4);
        expect(mails.map((mail) => mail.subject)).toEqual(
          expect.arrayContaining([
            'Confirm your email address for Lectio',
            'Someone tried to create a Lectio account with your email address',
            'Reset your Lectio password',
          ]),
        );
        for (const mail of mails) {
          for (const body of [mail.text_body, mail.html_body, mail.subject]) {
            expect(body).not.toContain('evil.example');
            expect(body).not.toContain('prize');
          }
          expect(mail.text_body.startsWith('Hello,\n')).toBe(true);
        }
      });
    });
  }
}
