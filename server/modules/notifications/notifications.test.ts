import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../../common/notifications/messages';
import { classPagePath } from '../../../common/routes';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import {
  NOTIFICATIONS_API,
  type NotificationList,
  type ReadAllAnswer,
  type ReadAnswer,
} from '../../../common/schemas/notifications';
import { testDatabases } from '../../../tests/support/databases';
import {
  auditOf,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { createClassAs } from '../classroom/test-support';
import { recordNotifications, type NotificationRecipient } from './record-notifications';

const T0 = Date.parse('2030-03-04T09:00:00.000Z');

for (const database of testDatabases()) {
  describe(`notification routes on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** `count` notifications for the recipient, one a minute from T0 (the last newest). */
    async function notify(recipient: NotificationRecipient, count: number, subject = 'Psalm 23') {
      for (let index = 0; index < count; index++) {
        await recordNotifications(
          app.db,
          {
            kind: 'hand_in',
            recipients: [recipient],
            classId: null,
            projectId: null,
            actorName: `Ana ${index}.`,
            subject,
            link: '/teacher',
          },
          new Date(T0 + index * 60_000),
        );
      }
    }
    const list = (caller: Caller | undefined, audience: 'user' | 'student', query = '') =>
      send(app, 'GET', `${NOTIFICATIONS_API.list(audience)}${query}`, caller);

    it('lists only the signed-in teacher’s own notifications, newest first, paged by cursor', async () => {
      const teacher = await signedInUser(app);
      const other = await signedInUser(app);
      await notify({ userId: teacher.id }, 25);
      await notify({ userId: other.id }, 2, 'Not yours');

      const first = await list(teacher, 'user');
      expect(first.statusCode).toBe(200);
      const page1 = first.json<NotificationList>();
      expect(page1.unread).toBe(25);
      expect(page1.notifications).toHaveLength(20);
      expect(page1.notifications[0]?.actorName).toBe('Ana 24.');
      expect(page1.notifications.every((n) => n.subject === 'Psalm 23')).toBe(true);
      expect(page1.nextCursor).not.toBeNull();

      const second = await list(
        teacher,
        'user',
        `?cursor=${encodeURIComponent(page1.nextCursor!)}`,
      );
      const page2 = second.json<NotificationList>();
      expect(page2.notifications.map((n) => n.actorName)).toEqual([
        'Ana 4.',
        'Ana 3.',
        'Ana 2.',
        'Ana 1.',
        'Ana 0.',
      ]);
      expect(page2.nextCursor).toBeNull();

      const small = await list(teacher, 'user', '?limit=3');
      expect(small.json<NotificationList>().notifications).toHaveLength(3);
      const bad = await list(teacher, 'user', '?cursor=not-a-cursor');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ errors: { cursor: NOTIFICATION_MESSAGES.badCursor } });
    });

    it('keeps students and teachers apart, and refuses the signed out', async () => {
      const teacher = await signedInUser(app);
      const student = await signedInStudent(app, teacher.id);
      await notify({ studentId: student.id }, 2, 'Your work');
      await notify({ userId: teacher.id }, 1, 'Teacher only');

      const mine = (await list(student, 'student')).json<NotificationList>();
      expect(mine.notifications.map((n) => n.subject)).toEqual(['Your work', 'Your work']);
      expect(mine.unread).toBe(2);

      expect((await list(student, 'user')).statusCode).toBe(403);
      expect((await list(teacher, 'student')).statusCode).toBe(403);
      expect((await list(undefined, 'user')).statusCode).toBe(401);
      expect((await list(undefined, 'student')).statusCode).toBe(401);
      expect(
        (await send(app, 'POST', NOTIFICATIONS_API.readAll('user'), undefined, {})).statusCode,
      ).toBe(401);
    });

    it('marks one read (again: no change) and never another account’s', async () => {
      const teacher = await signedInUser(app);
      const other = await signedInUser(app);
      const student = await signedInStudent(app, teacher.id);
      await notify({ userId: teacher.id }, 2);
      await notify({ userId: other.id }, 1);
      await notify({ studentId: student.id }, 1);
      const [newest] = (await list(teacher, 'user')).json<NotificationList>().notifications;
      const [others] = (await list(other, 'user')).json<NotificationList>().notifications;
      const [students] = (await list(student, 'student')).json<NotificationList>().notifications;

      const read = await send(app, 'POST', NOTIFICATIONS_API.read('user', newest!.id), teacher, {});
      expect(read.statusCode).toBe(200);
      const answer = read.json<ReadAnswer>();
      expect(answer.unread).toBe(1);
      expect(answer.notification.readAt).not.toBeNull();
      const again = await send(
        app,
        'POST',
        NOTIFICATIONS_API.read('user', newest!.id),
        teacher,
        {},
      );
      expect(again.json<ReadAnswer>()).toEqual(answer);

      for (const [caller, audience, id] of [
        [teacher, 'user', others!.id],
        [teacher, 'user', students!.id],
        [student, 'student', newest!.id],
        [teacher, 'user', 'not a real id'],
      ] as const) {
        const refused = await send(app, 'POST', NOTIFICATIONS_API.read(audience, id), caller, {});
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({
          errors: { notification: NOTIFICATION_MESSAGES.notFound },
        });
      }
      const [othersNow] = (await list(other, 'user')).json<NotificationList>().notifications;
      expect(othersNow?.readAt).toBeNull();
      expect((await auditOf(app, teacher.id)).map((row) => row.action)).toContain(
        'notification_access_denied',
      );
    });

    it('marks all read, idempotently, only for the caller', async () => {
      const teacher = await signedInUser(app);
      const other = await signedInUser(app);
      await notify({ userId: teacher.id }, 3);
      await notify({ userId: other.id }, 2);
      const first = await send(app, 'POST', NOTIFICATIONS_API.readAll('user'), teacher, {});
      expect(first.json<ReadAllAnswer>()).toEqual({ marked: 3, unread: 0 });
      const second = await send(app, 'POST', NOTIFICATIONS_API.readAll('user'), teacher, {});
      expect(second.json<ReadAllAnswer>()).toEqual({ marked: 0, unread: 0 });
      expect((await list(other, 'user')).json<NotificationList>().unread).toBe(2);
    });

    it('notifies the owner and every co-teacher of a join request, linking to the class page, once', async () => {
      const owner = await signedInUser(app);
      const classId = (await createClassAs(app, owner, { title: 'Grade 7 Scripture' })).id;
      const coTeacher = await signedInCoTeacher(app, classId, owner.id);
      const outsider = await signedInUser(app);
      const student = await signedInStudent(app, outsider.id);
      await app.db
        .updateTable('students')
        .set({ first_name: 'Ana', last_name: 'Perez' })
        .where('id', '=', student.id)
        .execute();
      const code = (
        await app.db
          .selectFrom('classes')
          .select('access_code')
          .where('id', '=', classId)
          .executeTakeFirstOrThrow()
      ).access_code;

      const heard: string[] = [];
      const stop = [owner, coTeacher, outsider].map((teacher) =>
        app.live.subscribe(`account:user:${teacher.id}`, (event) =>
          heard.push(`${teacher.id} ${event.type}`),
        ),
      );
      // Subscribed at the backend before the request (a busy machine was slower than it).
      await app.live.ready();
      const asked = await send(app, 'POST', CLASSROOM_API.studentJoinRequests, student, { code });
      expect(asked.statusCode).toBe(201);
      // Asking again while pending tells nobody twice.
      await send(app, 'POST', CLASSROOM_API.studentJoinRequests, student, { code });
      for (const unsubscribe of stop) unsubscribe();

      for (const teacher of [owner, coTeacher]) {
        const { notifications, unread } = (await list(teacher, 'user')).json<NotificationList>();
        expect(unread).toBe(1);
        expect(notifications[0]).toMatchObject({
          kind: 'join_request',
          actorName: 'Ana P.',
          subject: 'Grade 7 Scripture',
          link: classPagePath(classId),
          readAt: null,
        });
        expect(heard).toContain(`${teacher.id} notification`);
      }
      expect((await list(outsider, 'user')).json<NotificationList>().unread).toBe(0);
      expect(heard.filter((entry) => entry.startsWith(outsider.id))).toEqual([]);
    });
  });
}
