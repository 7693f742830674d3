import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_DIGEST_COPY } from '../../../common/copy/family-digest';
import { PATHS } from '../../../common/routes';
import { FAMILY_DIGEST_API } from '../../../common/schemas/family-digest';
import { NOTIFICATIONS_API } from '../../../common/schemas/notifications';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  ORIGIN,
  send,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { listOutbox } from '../../adapters/email/outbox';
import { unsubscribeKey, unsubscribeToken } from '../notifications/unsubscribe-token';
import { sendFamilyDigests } from './send-family-digests';
import { digestActivityRow, digestProjectRow } from './testing/digest-rows';

/** The controlled clock: week `k` closes on Sunday 2030-06-02 + k weeks at 17:00 UTC. */
const closing = (k: number) => new Date(Date.UTC(2030, 5, 2 + 7 * k, 17));
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
/** A moment inside week k: `hours` before it closes. */
const during = (k: number, hours: number) => plus(closing(k), -hours * 60).toISOString();

for (const database of testDatabases()) {
  describe(`the weekly family digest on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { PUBLIC_BASE_URL: ORIGIN });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const run = (now: Date, pageSize?: number) =>
      sendFamilyDigests(app, { now, publicBaseUrl: ORIGIN, ...(pageSize ? { pageSize } : {}) });
    const emailOf = async (caller: Caller) =>
      (
        await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', caller.id)
          .executeTakeFirstOrThrow()
      ).email;
    const mailsOf = async (caller: Caller) => listOutbox(app.db, await emailOf(caller));

    /** A teacher's class, a child in it and the child's linked parent. */
    async function family(childName = 'Maria') {
      const teacher = await signedInUser(app);
      await app.db
        .updateTable('users')
        .set({ first_name: 'Grace', last_name: 'Hopper' })
        .where('id', '=', teacher.id)
        .execute();
      const classId = await insertClass(app, teacher.id, 'Theology 4A');
      const child = await insertStudent(app, {
        administratorId: teacher.id,
        firstName: childName,
        classIds: [classId],
      });
      const parent = await signedInUser(app, 'parent');
      await link(parent.id, child.id);
      return { teacher, classId, child, parent };
    }
    const link = (parentId: string, studentId: string) =>
      app.db
        .insertInto('parent_students')
        .values({
          parent_id: parentId,
          student_id: studentId,
          created_at: new Date().toISOString(),
        })
        .execute();

    /** A piece of writing with its own timestamps (the API would stamp the real time). */
    async function piece(
      { teacherId, classId, studentId }: { teacherId: string; classId: string; studentId: string },
      {
        title,
        text,
        status = 'active',
        submittedAt = null,
        updatedAt,
        returnNote = null,
      }: {
        title: string;
        text: string;
        status?: 'active' | 'approved' | 'returned' | 'archived';
        submittedAt?: string | null;
        updatedAt: string;
        returnNote?: string | null;
      },
    ) {
      const activityId = crypto.randomUUID();
      const projectId = crypto.randomUUID();
      await app.db
        .insertInto('activities')
        .values(digestActivityRow({ id: activityId, teacherId, title, at: updatedAt }))
        .execute();
      await app.db
        .insertInto('projects')
        .values(
          digestProjectRow({
            id: projectId,
            activityId,
            classId,
            studentId,
            // The second question is answered first in the JSON: the excerpt follows the questions.
            answers: JSON.stringify({ q2: 'It means loyalty.', q1: `<p>${text}</p>` }),
            wordCount: text.split(' ').length,
            status,
            submittedAt,
            createdAt: updatedAt,
            updatedAt,
            returnNote,
          }),
        )
        .execute();
      return projectId;
    }
    const comment = (projectId: string, author: Caller, body: string, at: string) =>
      app.db
        .insertInto('project_comments')
        .values({
          id: crypto.randomUUID(),
          project_id: projectId,
          author_user_id: author.id,
          author_name: 'Mrs. Hopper',
          body,
          created_at: at,
        })
        .execute();
    const points = (
      studentId: string,
      amount: number,
      at: string,
      kind: 'award' | 'submission' = 'award',
    ) =>
      app.db
        .insertInto('points_ledger')
        .values({
          id: crypto.randomUUID(),
          student_id: studentId,
          points: amount,
          kind,
          project_id: null,
          note: null,
          created_by: null,
          created_at: at,
        })
        .execute();

    it("sends the parent their child's week: the writing, an excerpt and the feedback, with one-click unsubscribe", async () => {
      const k = 0;
      const { teacher, classId, child, parent } = await family('Maria');
      const ids = { teacherId: teacher.id, classId, studentId: child.id };
      await piece(ids, {
        title: 'Ruth and Naomi',
        text: 'Ruth stayed with Naomi because she loved her.',
        submittedAt: during(k, 50),
        updatedAt: during(k, 50),
      });
      const approved = await piece(ids, {
        title: 'The Good Samaritan',
        text: 'The Samaritan stopped when the others walked past.',
        status: 'approved',
        submittedAt: during(k + -1, 5),
        updatedAt: during(k, 30),
      });
      await piece(ids, {
        title: 'Psalm 23',
        text: 'The shepherd leads me beside still waters.',
        status: 'returned',
        submittedAt: during(k, 40),
        updatedAt: during(k, 20),
        returnNote: 'Tell me more about the valley.',
      });
      await comment(approved, teacher, 'A kind and careful reading.', during(k, 29));
      await points(child.id, 10, during(k, 50), 'submission');
      await points(child.id, 5, during(k, 29));
      // Last week's and next week's activity belong to their own digests.
      await piece(ids, {
        title: 'Creation',
        text: 'In the beginning old words.',
        submittedAt: during(k - 1, 2),
        updatedAt: during(k - 1, 2),
      });
      await points(child.id, 7, plus(closing(k), 1).toISOString());

      // Before the week closes, nothing is sent.
      expect((await run(plus(closing(k), -1))).emails).toBe(0);
      expect(await mailsOf(parent)).toHaveLength(0);

      const result = await run(plus(closing(k), 5));
      expect(result.week).toBe('2030-06-02');
      expect(result.emails).toBeGreaterThanOrEqual(1);
      const mails = await mailsOf(parent);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('This week in Lectio: Maria');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('Ruth and Naomi');
        expect(body).toContain('Ruth stayed with Naomi because she loved her. It means loyalty.');
        expect(body).toContain('The Good Samaritan');
        expect(body).toContain(FAMILY_DIGEST_COPY.email.status.approved);
        expect(body).toContain(FAMILY_DIGEST_COPY.email.status.handedIn);
        expect(body).toContain('Tell me more about the valley.');
        expect(body).toContain('A kind and careful reading.');
        expect(body).toContain('Mrs. Hopper commented on');
        expect(body).toContain(FAMILY_DIGEST_COPY.email.points(15));
        expect(body).toContain(`${ORIGIN}${PATHS.parentArea}`);
        expect(body).not.toContain('Creation');
        expect(body).not.toContain('<p>');
      }
      expect(mail.text).toContain('The Good Samaritan · Theology 4A · Approved');
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<${ORIGIN}${FAMILY_DIGEST_API.unsubscribe}\\?t=d\\.${parent.id}\\.[\\w-]+>$`),
      );
      expect(mail.text).toContain(`${ORIGIN}${PATHS.familyDigestUnsubscribe}?t=d.${parent.id}.`);
      expect(mail.html).toContain(FAMILY_DIGEST_COPY.email.unsubscribe);
    });

    it('sends nothing when nothing happened for any of the parent’s children, and records the week', async () => {
      const k = 1;
      const { teacher, classId, child, parent } = await family();
      // Work from the week before and a draft never handed in are no news.
      await piece(
        { teacherId: teacher.id, classId, studentId: child.id },
        {
          title: 'Old news',
          text: 'Written long ago.',
          submittedAt: during(k - 1, 3),
          updatedAt: during(k - 1, 3),
        },
      );
      await piece(
        { teacherId: teacher.id, classId, studentId: child.id },
        { title: 'A draft', text: 'Still writing this.', updatedAt: during(k, 3) },
      );
      // Points spent in the avatar store are not feedback.
      await points(child.id, -20, during(k, 3));
      await run(plus(closing(k), 1));
      expect(await mailsOf(parent)).toHaveLength(0);
      const recorded = await app.db
        .selectFrom('family_digests')
        .select(['week', 'status'])
        .where('parent_id', '=', parent.id)
        .execute();
      expect(recorded).toEqual([{ week: '2030-06-09', status: 'empty' }]);
    });

    it("never puts another child's name or words in a parent's digest, and gives a parent of two both", async () => {
      const k = 2;
      const { teacher, classId, child, parent } = await family('Maria');
      const ids = { teacherId: teacher.id, classId, studentId: child.id };
      await piece(ids, {
        title: 'Ruth and Naomi',
        text: 'Where you go I will go.',
        submittedAt: during(k, 5),
        updatedAt: during(k, 5),
      });
      // A classmate on the same activity title, with a comment and points of their own.
      const classmate = await insertStudent(app, {
        administratorId: teacher.id,
        firstName: 'Zebedee',
        classIds: [classId],
      });
      const theirs = await piece(
        { ...ids, studentId: classmate.id },
        {
          title: 'Ruth and Naomi',
          text: 'Octopus marmalade under the lighthouse.',
          status: 'approved',
          submittedAt: during(k, 6),
          updatedAt: during(k, 4),
        },
      );
      await comment(theirs, teacher, 'Zebedee, wonderful imagery.', during(k, 4));
      await points(classmate.id, 99, during(k, 4));
      const classmateParent = await signedInUser(app, 'parent');
      await link(classmateParent.id, classmate.id);
      // A sibling in another class of the parent's.
      const sibling = await insertStudent(app, {
        administratorId: teacher.id,
        firstName: 'Jonah',
        classIds: [classId],
      });
      await link(parent.id, sibling.id);
      await points(sibling.id, 3, during(k, 2));

      await run(plus(closing(k), 1));
      const [mail] = await mailsOf(parent);
      expect(mail!.subject).toBe('This week in Lectio: Jonah and Maria');
      for (const body of [mail!.text, mail!.html]) {
        expect(body).toContain('Where you go I will go.');
        expect(body).toContain(FAMILY_DIGEST_COPY.email.points(3));
        expect(body).not.toMatch(/Zebedee|Octopus|marmalade|wonderful imagery|99 points/);
      }
      const [theirMail] = await mailsOf(classmateParent);
      expect(theirMail!.subject).toBe('This week in Lectio: Zebedee');
      expect(theirMail!.text).not.toMatch(/Maria|Jonah|Where you go/);
    });

    it('honours the opt-out from the account page; only the parent themself may change it', async () => {
      const k = 3;
      const { teacher, classId, child, parent } = await family();
      expect((await send(app, 'GET', FAMILY_DIGEST_API.setting, parent)).json()).toEqual({
        enabled: true,
      });
      const off = await send(app, 'PUT', FAMILY_DIGEST_API.setting, parent, { enabled: false });
      expect(off.json()).toEqual({ enabled: false });
      // Again: harmless.
      expect(
        (await send(app, 'PUT', FAMILY_DIGEST_API.setting, parent, { enabled: false })).json(),
      ).toEqual({ enabled: false });
      await points(child.id, 4, during(k, 2));
      await piece(
        { teacherId: teacher.id, classId, studentId: child.id },
        {
          title: 'Psalm 1',
          text: 'Blessed is the one.',
          submittedAt: during(k, 2),
          updatedAt: during(k, 2),
        },
      );
      await run(plus(closing(k), 1));
      expect(await mailsOf(parent)).toHaveLength(0);

      // Turned back on, the next week's digest arrives.
      expect(
        (await send(app, 'PUT', FAMILY_DIGEST_API.setting, parent, { enabled: true })).json(),
      ).toEqual({ enabled: true });
      await points(child.id, 4, during(k + 1, 2));
      await run(plus(closing(k + 1), 1));
      expect(await mailsOf(parent)).toHaveLength(1);

      // Nobody signed in, a teacher, a student and hostile bodies are refused.
      expect((await send(app, 'GET', FAMILY_DIGEST_API.setting)).statusCode).toBe(401);
      expect(
        (await send(app, 'PUT', FAMILY_DIGEST_API.setting, teacher, { enabled: false })).statusCode,
      ).toBe(403);
      const student = await signedInStudent(app, teacher.id, [classId]);
      expect((await send(app, 'GET', FAMILY_DIGEST_API.setting, student)).statusCode).toBe(403);
      for (const body of [{}, { enabled: 'no' }, { enabled: false, parentId: teacher.id }, null]) {
        const refused = await send(app, 'PUT', FAMILY_DIGEST_API.setting, parent, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await send(app, 'GET', FAMILY_DIGEST_API.setting, parent)).json()).toEqual({
        enabled: true,
      });
    });

    it('the one-click POST unsubscribes without cookies or Origin; GET, tampered and notification tokens do not', async () => {
      const k = 5;
      const { child, parent } = await family();
      await points(child.id, 2, during(k, 1));
      await run(plus(closing(k), 1));
      const [mail] = await mailsOf(parent);
      const url = new URL(/^<(.*)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!);
      const path = `${url.pathname}${url.search}`;
      const enabled = async () =>
        (await send(app, 'GET', FAMILY_DIGEST_API.setting, parent)).json<{ enabled: boolean }>()
          .enabled;

      // A link scanner, or a person following the link, changes nothing.
      expect((await app.inject({ method: 'GET', url: path })).json()).toEqual({
        unsubscribed: false,
      });
      const browser = await app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'text/html' },
      });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`${PATHS.familyDigestUnsubscribe}${url.search}`);
      expect(await enabled()).toBe(true);

      // The notification email's token for the same account is not the digest's.
      const notificationToken = unsubscribeToken(await unsubscribeKey(app.db), {
        userId: parent.id,
      });
      const tampered = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      const otherId = path.replace(parent.id, crypto.randomUUID());
      for (const bad of [
        tampered,
        otherId,
        FAMILY_DIGEST_API.unsubscribe,
        `${FAMILY_DIGEST_API.unsubscribe}?t=${notificationToken}`,
        `${FAMILY_DIGEST_API.unsubscribe}?t=${'x'.repeat(500)}`,
      ]) {
        const refused = await app.inject({
          method: 'POST',
          url: bad,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(refused.statusCode, bad).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode, bad).toBeLessThan(500);
      }
      expect(await enabled()).toBe(true);

      // What a mail client sends (RFC 8058): a form post, no cookies, no Origin.
      const posted = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toEqual({ unsubscribed: true });
      expect(await enabled()).toBe(false);
      // Again (a retry, or the page's button after the mail client): harmless.
      const again = await app.inject({ method: 'POST', url: path, payload: {} });
      expect(again.json()).toEqual({ unsubscribed: true });
      expect((await app.inject({ method: 'GET', url: path })).json()).toEqual({
        unsubscribed: true,
      });
      // Notification email is a separate setting and stays as it was.
      const notification = await app.db
        .selectFrom('users')
        .select('notification_email')
        .where('id', '=', parent.id)
        .executeTakeFirstOrThrow();
      expect(notification.notification_email).toBe('immediate');
      expect(NOTIFICATIONS_API.unsubscribe).not.toBe(FAMILY_DIGEST_API.unsubscribe);

      await points(child.id, 2, during(k + 1, 1));
      await run(plus(closing(k + 1), 1));
      expect(await mailsOf(parent)).toHaveLength(1);
    });

    it('sends each parent one digest a week with two workers at once, retries and small pages', async () => {
      const k = 7;
      const families = [];
      for (let i = 0; i < 5; i += 1) families.push(await family(`Child${i}`));
      for (const { child } of families) await points(child.id, 1, during(k, 1));
      // An unconfirmed address never gets a child's writing.
      const unconfirmed = await signedInUser(app, 'parent', { confirmed: false });
      await link(unconfirmed.id, families[0]!.child.id);

      const now = plus(closing(k), 2);
      const results = await Promise.all([run(now, 2), run(now, 2), run(now, 3)]);
      expect(results.reduce((sum, result) => sum + result.emails, 0)).toBe(5);
      // A later tick, and a retry the next morning, send nothing more.
      expect((await run(plus(now, 5))).emails).toBe(0);
      expect((await run(plus(closing(k), 23 * 60))).emails).toBe(0);
      for (const { parent } of families) {
        expect(await mailsOf(parent), parent.id).toHaveLength(1);
      }
      expect(await mailsOf(unconfirmed)).toHaveLength(0);
      const weeks = await app.db
        .selectFrom('family_digests')
        .select('parent_id')
        .where('week', '=', closing(k).toISOString().slice(0, 10))
        .where('status', '=', 'sent')
        .execute();
      expect(weeks).toHaveLength(5);
      // A week not sent within a day of closing is skipped, not sent late.
      for (const { child } of families) await points(child.id, 1, during(k + 1, 1));
      expect(await run(plus(closing(k + 1), 25 * 60))).toEqual({ week: null, emails: 0, empty: 0 });
    });
  });
}
