import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../../common/notifications/messages';
import { PATHS } from '../../../common/routes';
import {
  ACCOUNT_API,
  type StudentAccount,
  type UserAccount,
} from '../../../common/schemas/account';
import { NOTIFICATIONS_API } from '../../../common/schemas/notifications';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  ORIGIN,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../../adapters/email/outbox';
import { recordNotifications, type NotificationRecipient } from './record-notifications';
import {
  digestCutoff,
  NOTIFICATION_EMAIL,
  sendNotificationEmails,
} from './send-notification-emails';

/** Times of the controlled clock: a Wednesday morning, before the 12:00 UTC digest. */
const at = (time: string) => new Date(`2030-05-15T${time}.000Z`);
const nextDay = (time: string) => new Date(`2030-05-16T${time}.000Z`);

for (const database of testDatabases()) {
  describe(`notification email on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { PUBLIC_BASE_URL: ORIGIN });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    beforeEach(async () => {
      // Each test reads the outbox of its own clock only.
      await app.db.updateTable('notifications').set({ emailed_at: 'x' }).execute();
    });

    const run = (now: Date) => sendNotificationEmails(app, { now, publicBaseUrl: ORIGIN });
    const emailOf = async (caller: Caller) =>
      (
        await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', caller.id)
          .executeTakeFirstOrThrow()
      ).email;
    async function notify(
      recipient: NotificationRecipient,
      when: Date,
      subject = 'Psalm 23',
      classId: string | null = null,
    ) {
      await recordNotifications(
        app.db,
        {
          kind: 'hand_in',
          recipients: [recipient],
          classId,
          projectId: null,
          actorName: 'Ana P.',
          subject,
          link: '/teacher/review/p1',
        },
        when,
      );
    }
    const setPreference = (caller: Caller, preference: 'immediate' | 'daily' | 'off') =>
      send(app, 'PATCH', ACCOUNT_API.user, caller, { notificationEmail: preference });

    it("'immediate' sends one email for what arrived together, once, with the one-click headers", async () => {
      const teacher = await signedInUser(app);
      await notify({ userId: teacher.id }, at('09:00:00'), 'Psalm 23');
      await notify({ userId: teacher.id }, at('09:00:05'), 'The Beatitudes');
      expect((await run(at('09:00:20'))).emails).toBeGreaterThanOrEqual(1);
      const mails = await listOutbox(app.db, await emailOf(teacher));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('2 notifications in Lectio');
      expect(mail!.text).toContain('Ana P. handed in “Psalm 23”');
      expect(mail!.text).toContain('Ana P. handed in “The Beatitudes”');
      expect(mail!.html).toContain('Unsubscribe from notification emails');
      expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<${ORIGIN}${NOTIFICATIONS_API.unsubscribe}\\?t=u\\.${teacher.id}\\.[\\w-]+>$`),
      );
      expect(mail!.text).toContain(`${ORIGIN}${PATHS.emailUnsubscribe}?t=u.${teacher.id}.`);

      // Nothing new: nothing more, however often the job runs (on any instance).
      await Promise.all([run(at('09:00:40')), run(at('09:00:40'))]);
      await notify({ userId: teacher.id }, at('09:01:00'), 'Psalm 1');
      await Promise.all([run(at('09:01:20')), run(at('09:01:20'))]);
      const after = await listOutbox(app.db, await emailOf(teacher));
      expect(after).toHaveLength(2);
      expect(after[0]!.subject).toBe('Ana P. handed in “Psalm 1” — Lectio');
      expect(after[0]!.text).toContain(`${ORIGIN}/teacher/review/p1`);
      const unsent = await app.db
        .selectFrom('notifications')
        .select('id')
        .where('recipient_user_id', '=', teacher.id)
        .where('emailed_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    });

    it("'daily' sends one digest a day at the fixed hour, listing the day's notifications", async () => {
      const teacher = await signedInUser(app);
      expect((await setPreference(teacher, 'daily')).json<UserAccount>().notificationEmail).toBe(
        'daily',
      );
      await notify({ userId: teacher.id }, at('08:00:00'), 'Psalm 23');
      await notify({ userId: teacher.id }, at('11:30:00'), 'Psalm 91');
      await run(at('11:59:00'));
      expect(await listOutbox(app.db, await emailOf(teacher))).toHaveLength(0);

      expect(digestCutoff(at('12:00:00')).toISOString()).toBe(at('12:00:00').toISOString());
      expect(NOTIFICATION_EMAIL.digestHourUtc).toBe(12);
      await run(at('12:00:10'));
      await notify({ userId: teacher.id }, at('13:00:00'), 'Psalm 100');
      await run(at('13:00:30'));
      await run(at('23:00:00'));
      const digests = await listOutbox(app.db, await emailOf(teacher));
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('Your Lectio daily summary: 2 notifications');
      expect(digests[0]!.text).toContain('“Psalm 23”');
      expect(digests[0]!.text).toContain('“Psalm 91”');
      expect(digests[0]!.text).not.toContain('Psalm 100');
      expect(digests[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      await run(nextDay('12:05:00'));
      const two = await listOutbox(app.db, await emailOf(teacher));
      expect(two).toHaveLength(2);
      expect(two[0]!.subject).toBe('Your Lectio daily summary: 1 notification');
      expect(two[0]!.text).toContain('“Psalm 100”');
    });

    it("'off' sends none, and turning email on does not send the past", async () => {
      const teacher = await signedInUser(app);
      await setPreference(teacher, 'off');
      await notify({ userId: teacher.id }, at('09:00:00'));
      await run(at('09:00:30'));
      await run(nextDay('12:30:00'));
      expect(await listOutbox(app.db, await emailOf(teacher))).toHaveLength(0);
      await setPreference(teacher, 'immediate');
      await run(nextDay('12:31:00'));
      expect(await listOutbox(app.db, await emailOf(teacher))).toHaveLength(0);
    });

    it('the one-click POST unsubscribes without cookies or Origin; GET and a tampered token do not', async () => {
      const teacher = await signedInUser(app);
      await notify({ userId: teacher.id }, at('09:00:00'));
      await run(at('09:00:30'));
      const [mail] = await listOutbox(app.db, await emailOf(teacher));
      const url = new URL(/^<(.*)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!);
      const path = `${url.pathname}${url.search}`;
      const preference = async () =>
        (await send(app, 'GET', ACCOUNT_API.user, teacher)).json<UserAccount>().notificationEmail;

      // A link scanner (or a person) following the link changes nothing.
      const scanned = await app.inject({ method: 'GET', url: path });
      expect(scanned.json()).toEqual({ unsubscribed: false });
      const browser = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'text/html' },
      });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`${PATHS.emailUnsubscribe}${url.search}`);
      expect(await preference()).toBe('immediate');

      const tampered = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      const otherId = path.replace(teacher.id, crypto.randomUUID());
      for (const bad of [tampered, otherId, NOTIFICATIONS_API.unsubscribe]) {
        const refused = await app.inject({
          method: 'POST',
          url: bad,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(refused.statusCode, bad).toBe(404);
        expect(refused.json()).toEqual({
          errors: { token: NOTIFICATION_MESSAGES.unsubscribeInvalid },
        });
      }
      expect(await preference()).toBe('immediate');

      // What a mail client sends (RFC 8058): a form post, no cookies, no Origin.
      const posted = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toEqual({ unsubscribed: true });
      expect(await preference()).toBe('off');
      // Again (a second click, a retry): the same answer.
      const again = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: '{}',
      });
      expect(again.json()).toEqual({ unsubscribed: true });
      await notify({ userId: teacher.id }, at('10:00:00'));
      await run(at('10:00:30'));
      expect(await listOutbox(app.db, await emailOf(teacher))).toHaveLength(1);
    });

    it('emails a student only with a verified email, where a teacher of the class allows it', async () => {
      const owner = await signedInUser(app);
      const classId = await insertClass(app, owner.id, 'Theology 8A');
      const coTeacher = await signedInCoTeacher(app, classId, owner.id);
      const outsider = await signedInUser(app);
      const verified = await insertStudent(app, {
        administratorId: owner.id,
        email: `ver.${database.name}@example.org`,
        emailVerifiedAt: at('08:00:00').toISOString(),
        classIds: [classId],
      });
      const unverified = await insertStudent(app, {
        administratorId: owner.id,
        email: `unver.${database.name}@example.org`,
        classIds: [classId],
      });
      const setting = NOTIFICATIONS_API.classStudentEmail(classId);

      await notify({ studentId: verified.id }, at('09:00:00'), 'Psalm 23', classId);
      await run(at('09:00:30'));
      expect(await listOutbox(app.db, `ver.${database.name}@example.org`)).toHaveLength(0);

      expect((await send(app, 'GET', setting, owner)).json()).toEqual({ allowed: false });
      expect((await send(app, 'PUT', setting, outsider, { allowed: true })).statusCode).toBe(404);
      expect((await send(app, 'PUT', setting, undefined, { allowed: true })).statusCode).toBe(401);
      const allowed = await send(app, 'PUT', setting, coTeacher, { allowed: true });
      expect(allowed.json()).toEqual({ allowed: true });

      await notify({ studentId: verified.id }, at('09:01:00'), 'Psalm 91', classId);
      await notify({ studentId: unverified.id }, at('09:01:00'), 'Psalm 91', classId);
      await run(at('09:01:30'));
      const sent = await listOutbox(app.db, `ver.${database.name}@example.org`);
      expect(sent).toHaveLength(1);
      // The one from before the teacher allowed it is within the hour, so it comes along.
      expect(sent[0]!.text).toContain('“Psalm 91”');
      expect(sent[0]!.text).toContain('“Psalm 23”');
      expect(sent[0]!.headers['List-Unsubscribe']).toContain(`t=s.${verified.id}.`);
      expect(await listOutbox(app.db, `unver.${database.name}@example.org`)).toHaveLength(0);
    });

    it('the account page: a teacher changes their name and preference; a student sees theirs only where allowed', async () => {
      const teacher = await signedInUser(app);
      const read = await send(app, 'GET', ACCOUNT_API.user, teacher);
      expect(read.json<UserAccount>()).toMatchObject({
        firstName: 'Ada',
        accountType: 'teacher',
        notificationEmail: 'immediate',
      });
      const changed = await send(app, 'PATCH', ACCOUNT_API.user, teacher, {
        firstName: ' Grace ',
        lastName: 'Hopper',
      });
      expect(changed.json<UserAccount>()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      const blank = await send(app, 'PATCH', ACCOUNT_API.user, teacher, { firstName: ' ' });
      expect(blank.statusCode).toBe(400);
      const wrong = await send(app, 'PATCH', ACCOUNT_API.user, teacher, {
        notificationEmail: 'weekly',
      });
      expect(wrong.statusCode).toBe(400);
      expect((await send(app, 'GET', ACCOUNT_API.user, undefined)).statusCode).toBe(401);

      const student = await signedInStudent(app, teacher.id);
      const profile = await send(app, 'GET', ACCOUNT_API.student, student);
      expect(profile.json<StudentAccount>()).toMatchObject({
        firstName: 'Maria',
        notificationEmail: null,
      });
      const refused = await send(app, 'PATCH', ACCOUNT_API.student, student, {
        notificationEmail: 'off',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        errors: { notificationEmail: NOTIFICATION_MESSAGES.studentEmailUnavailable },
      });
      expect((await send(app, 'GET', ACCOUNT_API.student, teacher)).statusCode).toBe(403);
    });

    it('streams `notification` to the signed-in account only, live', async () => {
      const teacher = await signedInUser(app);
      const other = await signedInUser(app);
      const refused = await send(app, 'GET', NOTIFICATIONS_API.live(teacher.id), other);
      expect(refused.statusCode).toBe(404);
      expect(
        (await send(app, 'GET', NOTIFICATIONS_API.live(teacher.id), undefined)).statusCode,
      ).toBe(401);

      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const events: string[] = [];
      let onEvent: () => void = () => undefined;
      const req = httpRequest(
        {
          port,
          path: NOTIFICATIONS_API.live(teacher.id),
          headers: { cookie: `t=${teacher.cookies.t}` },
        },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            for (const [, name] of chunk.matchAll(/^event: (\w+)$/gm)) events.push(name!);
            onEvent();
          });
        },
      );
      req.on('error', () => undefined);
      req.end();
      const waitFor = (name: string) =>
        new Promise<void>((resolve) => {
          const check = () => events.includes(name) && resolve();
          onEvent = check;
          check();
        });
      await waitFor('ready');
      await notify({ userId: other.id }, at('09:00:00'));
      const recipients = await recordNotifications(app.db, {
        kind: 'reply',
        recipients: [{ userId: teacher.id }],
        classId: null,
        projectId: null,
        actorName: 'Ana P.',
        subject: 'Psalm 23',
        link: '/teacher',
      });
      const { announceNotifications } = await import('./record-notifications');
      await announceNotifications(app.live, [{ userId: other.id }]);
      await announceNotifications(app.live, recipients);
      await waitFor('notification');
      expect(events.filter((name) => name === 'notification')).toHaveLength(1);
      req.destroy();
    });
  });
}
