import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser, linkIn, outbox, post } from '../../../tests/support/factories';
import { deliverDue, DELIVERY, retryDelayMs } from './delivery';
import { claimEmail, dueEmails } from './queue';
import { passwordChangedTemplate } from './templates/password-changed';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * Issue 15, point 24: a failing mail server changes nothing the user can see or measure. A
 * request only writes its email into the queue; the delivery worker sends it, retries it while
 * the server is down, sends it exactly once when the server is back, and gives up after the
 * last attempt. The SMTP sink stands in for the mail server and can fail on demand.
 */
const START = new Date('2030-01-01T10:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

for (const database of testDatabases()) {
  describe(`queued email delivery on ${database.name}`, () => {
    let app: FastifyInstance;
    let sink: SmtpSink;
    let counter = 0;
    const unique = (label: string) => `${label}.${++counter}.${database.name}@example.org`;

    beforeAll(async () => {
      sink = await startSmtpSink();
      app = await buildTestApp(await database.create(), { SMTP_URL: sink.url });
    });
    afterAll(async () => {
      await app.close();
      await sink.close();
      await database.dropAll();
    });
    beforeEach(async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(START);
      sink.failing = false;
      sink.received.length = 0;
      sink.contacts = 0;
      await app.db.deleteFrom('email_queue').execute();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const queued = () =>
      app.db.selectFrom('email_queue').selectAll().orderBy('created_at').execute();
    const deliveredTo = (address: string) =>
      sink.received.filter((delivery) => delivery.rcptTo.includes(address)).length;
    const signupBody = (email: string) => ({
      email,
      firstName: 'Clare',
      lastName: 'Assisi',
      password: 'Prayer12',
      confirmPassword: 'Prayer12',
      role: 5,
    });

    it('answers forgot-password alike for known and unknown addresses without touching the mail server, and delivers once it is back', async () => {
      sink.failing = true;
      const known = unique('known');
      await insertUser(app, { email: known });
      const forKnown = await post(app, '/api/auth/forgot', { email: known });
      const forUnknown = await post(app, '/api/auth/forgot', { email: unique('unknown') });
      expect(forKnown.statusCode).toBe(200);
      expect(forUnknown.statusCode).toBe(200);
      expect(forKnown.json()).toEqual(forUnknown.json());
      expect(forKnown.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
      // The request never spoke to the mail server: its answer cannot depend on it.
      expect(sink.contacts).toBe(0);
      expect((await queued()).map((row) => [row.to_address, row.template])).toEqual([
        [known, 'reset-password'],
      ]);

      // The server is down: the attempt fails and the email waits for the next one.
      expect(await deliverDue(app, { now: START })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(sink.contacts).toBeGreaterThan(0);
      const [waiting] = await queued();
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
      expect(waiting?.next_attempt_at).toBe(later(retryDelayMs(1)).toISOString());
      expect(waiting?.last_error).toBeTruthy();

      // Back up, but the retry is not due yet; then it is, and it goes exactly once.
      sink.failing = false;
      expect(await deliverDue(app, { now: later(retryDelayMs(1) - 1) })).toMatchObject({
        sent: 0,
      });
      expect(await deliverDue(app, { now: later(retryDelayMs(1)) })).toMatchObject({ sent: 1 });
      expect(await deliverDue(app, { now: later(2 * 60 * 60 * 1000) })).toMatchObject({
        sent: 0,
      });
      expect(deliveredTo(known)).toBe(1);
      expect(sink.received[0]?.raw).toContain('Subject: Reset your Lectio password');
      expect(await queued()).toEqual([]);
    });

    it('signs up with the mail server down like any other time, creates the account once, and its confirmation arrives later and works', async () => {
      sink.failing = true;
      const fresh = unique('fresh');
      const taken = unique('taken');
      await insertUser(app, { email: taken });
      const forFresh = await post(app, '/api/auth/signup', signupBody(fresh));
      const forTaken = await post(app, '/api/auth/signup', signupBody(taken));
      expect(forFresh.statusCode).toBe(200);
      expect(forTaken.statusCode).toBe(200);
      expect(forFresh.json()).toEqual(forTaken.json());
      expect(sink.contacts).toBe(0);
      const accounts = await app.db
        .selectFrom('users')
        .select(['id', 'email_confirmed_at'])
        .where('email', '=', fresh)
        .execute();
      expect(accounts).toEqual([{ id: expect.any(String), email_confirmed_at: null }]);
      const rows = await queued();
      expect(rows.map((row) => [row.to_address, row.template]).sort()).toEqual(
        [
          [fresh, 'confirm-email'],
          [taken, 'signup-attempt'],
        ].sort(),
      );
      const confirmation = rows.find((row) => row.template === 'confirm-email')!;

      await deliverDue(app, { now: START });
      sink.failing = false;
      await deliverDue(app, { now: later(retryDelayMs(1)) });
      expect(deliveredTo(fresh)).toBe(1);
      expect(deliveredTo(taken)).toBe(1);

      const link = linkIn(confirmation.text_body, '/auth/confirm_email');
      const confirmed = await post(app, '/api/auth/confirm_email', {
        e: link.searchParams.get('e'),
        c: link.searchParams.get('c'),
      });
      expect(confirmed.statusCode).toBe(200);
    });

    it('gives up after the last attempt, logs it, and never tries again', async () => {
      sink.failing = true;
      const to = unique('unlucky');
      await app.email.send({
        to,
        ...passwordChangedTemplate({ firstName: 'Ann', resetLink: 'x' }),
      });
      const logged = vi.spyOn(app.log, 'error');
      let now = START;
      for (let attempt = 1; attempt <= DELIVERY.maxAttempts; attempt++) {
        const result = await deliverDue(app, { now });
        const last = attempt === DELIVERY.maxAttempts;
        expect(result, `attempt ${attempt}`).toEqual({
          sent: 0,
          retrying: last ? 0 : 1,
          failed: last ? 1 : 0,
        });
        now = new Date(now.getTime() + retryDelayMs(attempt));
      }
      expect(logged).toHaveBeenCalledTimes(1);
      logged.mockRestore();
      const [row] = await queued();
      expect(row).toMatchObject({ status: 'failed', attempts: DELIVERY.maxAttempts });
      const contacts = sink.contacts;
      sink.failing = false;
      await deliverDue(app, { now: new Date(now.getTime() + 60 * 60 * 1000) });
      expect(sink.contacts).toBe(contacts);
      expect(deliveredTo(to)).toBe(0);
      // Kept a while for whoever looks into it, then forgotten.
      await deliverDue(app, { now: new Date(now.getTime() + DELIVERY.keepFailedMs) });
      expect(await queued()).toEqual([]);
    });

    it('sends each email exactly once when delivery runs at the same time on two instances', async () => {
      const addresses = Array.from({ length: 6 }, () => unique('crowd'));
      for (const to of addresses) {
        await app.email.send({
          to,
          ...passwordChangedTemplate({ firstName: 'Ann', resetLink: 'x' }),
        });
      }
      const runs = await Promise.all([
        deliverDue(app, { now: START }),
        deliverDue(app, { now: START }),
      ]);
      expect(runs[0].sent + runs[1].sent).toBe(addresses.length);
      for (const to of addresses) expect(deliveredTo(to)).toBe(1);
      expect(sink.received).toHaveLength(addresses.length);
    });

    it('leaves an email claimed by a delivery in progress alone until its lease ends', async () => {
      const to = unique('leased');
      await app.email.send({
        to,
        ...passwordChangedTemplate({ firstName: 'Ann', resetLink: 'x' }),
      });
      const [candidate] = await dueEmails(app.db, START, 10);
      // Another instance claimed it and then died mid-send.
      expect(await claimEmail(app.db, candidate!, START, DELIVERY.leaseMs)).not.toBeNull();
      expect(await deliverDue(app, { now: later(DELIVERY.leaseMs - 1) })).toMatchObject({
        sent: 0,
      });
      expect(await deliverDue(app, { now: later(DELIVERY.leaseMs) })).toMatchObject({ sent: 1 });
      expect(deliveredTo(to)).toBe(1);
    });
  });

  describe(`local outbox delivery on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('without SMTP_URL puts the email in the outbox before the answer, and queues nothing', async () => {
      const email = `local.${database.name}@example.org`;
      await insertUser(app, { email });
      const response = await post(app, '/api/auth/forgot', { email });
      expect(response.statusCode).toBe(200);
      expect(await outbox(app, email)).toHaveLength(1);
      expect(await app.db.selectFrom('email_queue').selectAll().execute()).toEqual([]);
      expect(await deliverDue(app)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    });
  });
}
