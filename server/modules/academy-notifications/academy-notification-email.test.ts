import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AcademyNotificationKind } from '../../../common/academy/notifications';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { ACADEMY_NOTIFICATIONS_API as API } from '../../../common/schemas/academy-notifications';
import { NOTIFICATIONS_API } from '../../../common/schemas/notifications';
import { testDatabases } from '../../../tests/support/databases';
import { ORIGIN, type Caller } from '../../../tests/support/factories';
import {
  ACADEMY_TEST_ORIGIN as ACADEMY,
  academyCall,
  insertCourse,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../../adapters/email/outbox';
import { recordNotifications } from '../notifications/record-notifications';
import { sendNotificationEmails } from '../notifications/send-notification-emails';

/** The controlled clock: a Wednesday morning, before the 12:00 UTC digest. */
const at = (time: string) => new Date(`2030-05-15T${time}.000Z`);

/**
 * Academy notification email (issue 13, point 14): immediate or a daily digest, with links to
 * the Academy's host and a working one-click unsubscribe; @mentions go at once.
 */
for (const database of testDatabases()) {
  describe(`academy notification email on ${database.name}`, () => {
    let app: FastifyInstance;
    let courseId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {
        PUBLIC_BASE_URL: ORIGIN,
        ACADEMY_BASE_URL: ACADEMY,
      });
      const owner = await signedInAcademy(app);
      courseId = await insertCourse(app, owner.id, { status: 'published' });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    beforeEach(async () => {
      // Each test reads the outbox of its own clock only.
      await app.db.updateTable('notifications').set({ emailed_at: 'x' }).execute();
    });

    const run = (now: Date) =>
      sendNotificationEmails(app, { now, publicBaseUrl: ORIGIN, academyBaseUrl: ACADEMY });
    const mailsOf = async (caller: Caller) => {
      const { email } = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      return listOutbox(app.db, email);
    };
    const notify = (
      caller: Caller,
      when: Date,
      kind: AcademyNotificationKind = 'reflection_feedback',
      subject = 'Be still',
    ) =>
      recordNotifications(
        app.db,
        {
          kind,
          recipients: [{ userId: caller.id }],
          classId: null,
          projectId: null,
          actorName: 'Ada Lovelace',
          subject,
          link: ACADEMY_PATHS.learnCourse(courseId),
          site: 'academy',
          courseId,
        },
        when,
      );
    const setPreference = (caller: Caller, notificationEmail: 'immediate' | 'daily' | 'off') =>
      academyCall(app, 'PUT', API.preference, { caller, body: { notificationEmail } });

    it('emails each site’s notifications apart, the Academy’s linking to the Academy', async () => {
      const teacher = await signedInAcademy(app);
      await notify(teacher, at('09:00:00'));
      await recordNotifications(
        app.db,
        {
          kind: 'hand_in',
          recipients: [{ userId: teacher.id }],
          classId: null,
          projectId: null,
          actorName: 'Ana P.',
          subject: 'Psalm 23',
          link: '/teacher/review/p1',
        },
        at('09:00:05'),
      );
      // Without the Academy's address only the Journals' email goes.
      await sendNotificationEmails(app, { now: at('09:00:20'), publicBaseUrl: ORIGIN });
      expect(await mailsOf(teacher)).toHaveLength(1);
      await run(at('09:00:40'));
      await run(at('09:01:00'));
      const [academy, journals] = await mailsOf(teacher);
      expect(journals!.text).toContain(`${ORIGIN}/teacher/review/p1`);
      expect(journals!.text).not.toContain(ACADEMY);
      expect(academy!.subject).toBe(
        'Ada Lovelace left feedback on your reflection on “Be still” — Lectio',
      );
      expect(academy!.html).toContain('Something new in your course');
      expect(academy!.text).toContain(`${ACADEMY}${ACADEMY_PATHS.learnCourse(courseId)}`);
      expect(academy!.text).toContain(`${ACADEMY}${ACADEMY_PATHS.notificationSettings}`);
      expect(academy!.text).toContain(
        `${ACADEMY}${ACADEMY_PATHS.emailUnsubscribe}?t=u.${teacher.id}.`,
      );
      expect(academy!.text).not.toContain(ORIGIN);
      expect(academy!.headers['List-Unsubscribe']).toMatch(
        new RegExp(
          `^<${ACADEMY}${NOTIFICATIONS_API.unsubscribe}\\?t=u\\.${teacher.id}\\.[\\w-]+>$`,
        ),
      );
      expect(academy!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    });

    it('sends a daily reader one digest at the fixed hour, but an @mention at once', async () => {
      const participant = await signedInAcademy(app, 'participant');
      await setPreference(participant, 'daily');
      await notify(participant, at('08:00:00'), 'reflection_returned', 'Be still');
      await notify(participant, at('09:00:00'), 'board_mention', 'Where do you pray?');
      await run(at('09:00:30'));
      const mention = await mailsOf(participant);
      expect(mention).toHaveLength(1);
      expect(mention[0]!.subject).toBe(
        'Ada Lovelace mentioned you in “Where do you pray?” — Lectio',
      );

      await notify(participant, at('11:00:00'), 'reflection_accepted', 'Be still');
      await run(at('11:59:00'));
      expect(await mailsOf(participant)).toHaveLength(1);
      await run(at('12:00:10'));
      await run(at('12:30:00'));
      const mails = await mailsOf(participant);
      expect(mails).toHaveLength(2);
      expect(mails[0]!.subject).toBe('Your Lectio daily summary: 2 notifications');
      expect(mails[0]!.text).toContain('returned your reflection on “Be still”');
      expect(mails[0]!.text).toContain('accepted your reflection on “Be still”');
      expect(mails[0]!.text).not.toContain('mentioned you');
      expect(mails[0]!.text).toContain(`${ACADEMY}${ACADEMY_PATHS.notifications}`);
    });

    it('unsubscribes in one click (RFC 8058), after which not even a mention is emailed', async () => {
      const participant = await signedInAcademy(app, 'participant');
      await notify(participant, at('09:00:00'));
      await run(at('09:00:30'));
      const [mail] = await mailsOf(participant);
      const url = new URL(/^<(.*)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!);
      const path = `${url.pathname}${url.search}`;
      const host = url.host;

      const browser = await app.inject({
        method: 'GET',
        url: path,
        headers: { host, accept: 'text/html' },
      });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`${ACADEMY_PATHS.emailUnsubscribe}${url.search}`);

      // A mail client: a form POST, no cookies, no Origin.
      const oneClick = await app.inject({
        method: 'POST',
        url: path,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toEqual({ unsubscribed: true });
      const preference = await academyCall(app, 'GET', API.preference, { caller: participant });
      expect(preference.json()).toEqual({ notificationEmail: 'off' });

      await notify(participant, at('10:00:00'), 'board_mention', 'Where do you pray?');
      await run(at('10:00:30'));
      await run(new Date('2030-05-16T12:30:00.000Z'));
      expect(await mailsOf(participant)).toHaveLength(1);
      // Still in the bell.
      const list = await academyCall(app, 'GET', API.list, { caller: participant });
      expect(list.json().notifications[0].kind).toBe('board_mention');
    });
  });
}
