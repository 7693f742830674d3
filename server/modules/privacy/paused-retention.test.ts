import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pausedDeletionDate, pausedNoticeDate } from '../../../common/billing/plans';
import { teacherBillingPath } from '../../../common/routes';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertStudent,
  insertUser,
  joinBillingAccount,
  outbox,
  send,
  signedInUser,
  unique,
  type Caller,
  insertSchool,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { smallClassAccount } from '../billing/billing-accounts';
import { runBillingJob } from '../billing/jobs';
import { runPrivacyJob } from './job';

const DAY = 86_400_000;
const LINKS = { linkBase: 'http://localhost:3011' };
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
/** Names in enrolment order: the first five keep signing in while the account is paused. */
const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/**
 * A paused account's locked-out students (issue 16, point 3): kept 12 months, one notice 30
 * days before, then deleted through the privacy module's deletion requests, on a controlled
 * clock through the privacy job.
 */
for (const database of testDatabases()) {
  describe(`a paused account's locked-out students on ${database.name}`, () => {
    let app: FastifyInstance;
    /** A second instance on the same database (PostgreSQL only, as in job.test.ts). */
    let other: FastifyInstance;
    beforeAll(async () => {
      const url = await database.create();
      app = await buildTestApp(url);
      other = database.name === 'postgres' ? await buildTestApp(url) : app;
    });
    afterAll(async () => {
      if (other !== app) await other.close();
      await app.close();
      await database.dropAll();
    });

    /** A teacher whose class has `count` students (named from NAMES) a minute apart. */
    async function teacherWithStudents(count: number) {
      const email = `${unique('teacher')}@example.org`;
      const teacher = { ...(await signedInUser(app, 'teacher', { email })), email };
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      const students: { id: string; name: string }[] = [];
      for (let index = 0; index < count; index += 1) {
        const firstName = NAMES[index]!;
        const student = await insertStudent(app, {
          administratorId: teacher.id,
          firstName,
          lastName: 'Paz',
        });
        await app.db
          .insertInto('class_students')
          .values({
            class_id: classId,
            student_id: student.id,
            joined_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
          })
          .execute();
        students.push({ id: student.id, name: `${firstName} Paz` });
      }
      return { teacher, classId, students };
    }

    /** A trial that ends unpaid: the billing job pauses the account at the trial's end. */
    /*
     * Test order is shuffled and every test shares the database, so a run also handles other
     * tests' paused accounts: each test asserts on its own account (its mail, its students).
     */
    async function pausedAfterTrial(teacher: Caller) {
      const trial = await send(app, 'POST', '/api/billing/trial', teacher, {});
      expect(trial.statusCode, trial.body).toBe(200);
      await runBillingJob(app, { now: new Date(Date.now() + 15 * DAY) });
      return accountOf(teacher);
    }

    async function accountOf(teacher: Caller) {
      const response = await send(app, 'GET', '/api/billing/account', teacher);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().account as {
        id: string;
        status: string;
        pausedAt: string | null;
        pausedDeletion: { on: string; students: { id: string; name: string }[] } | null;
      };
    }

    /** A billing account paused at `pausedAt`, as the billing job pauses one 30 days overdue. */
    async function insertPausedAccount(owner: {
      userId?: string;
      schoolId?: string;
      pausedAt: string;
    }): Promise<string> {
      const account = smallClassAccount(
        {
          kind: owner.schoolId ? 'school' : 'teacher',
          user_id: owner.userId ?? null,
          school_id: owner.schoolId ?? null,
          name: 'St. Agnes',
          billing_email: null,
        },
        new Date(),
      );
      await app.db
        .insertInto('billing_accounts')
        .values({ ...account, status: 'paused', paused_at: owner.pausedAt })
        .execute();
      return account.id!;
    }

    const job = (at: number, instance = app) =>
      runPrivacyJob(instance, { ...LINKS, now: new Date(at) });

    const noticesTo = async (email: string) =>
      (await outbox(app, email)).filter((mail) => mail.subject.includes('will be deleted'));

    const studentsLeft = async (ids: string[]) =>
      (await app.db.selectFrom('students').select('id').where('id', 'in', ids).execute())
        .map((row) => row.id)
        .sort();

    it('sends one notice to the teacher 30 days before the 12 months are up, not a day before', async () => {
      const { teacher, students } = await teacherWithStudents(7);
      const paused = await pausedAfterTrial(teacher);
      expect(paused.status).toBe('paused');
      const pausedAt = paused.pausedAt!;
      const deleteOn = pausedDeletionDate(pausedAt);
      const noticeOn = Date.parse(pausedNoticeDate(pausedAt));
      expect(Date.parse(deleteOn) - noticeOn).toBe(30 * DAY);
      // The billing page names the locked-out students and the day from the start.
      expect(paused.pausedDeletion).toEqual({
        on: deleteOn,
        students: [
          { id: students[5]!.id, name: 'Fay Paz' },
          { id: students[6]!.id, name: 'Gus Paz' },
        ],
      });

      await job(noticeOn - DAY);
      expect(await noticesTo(teacher.email)).toHaveLength(0);

      await Promise.all([job(noticeOn), job(noticeOn, other), job(noticeOn)]);
      await job(noticeOn + DAY);
      const record = await app.db
        .selectFrom('billing_pause_retention')
        .selectAll()
        .where('account_id', '=', paused.id)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ paused_at: pausedAt, deleted_at: null });
      expect(record.noticed_at).toBe(new Date(noticeOn).toISOString());
      const notices = await noticesTo(teacher.email);
      expect(notices).toHaveLength(1);
      const text = notices[0]!.text_body;
      expect(text).toContain('Fay Paz and Gus Paz');
      expect(text).not.toContain('Ana Paz');
      expect(text).toContain('2 students');
      expect(text).toContain(
        new Date(deleteOn).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
      );
      expect(text).toContain(`${LINKS.linkBase}${teacherBillingPath()}`);
      // Nothing is deleted at the notice.
      expect(await studentsLeft(students.map((s) => s.id))).toHaveLength(7);
    });

    it('deletes at 12 months only the students still locked out: the first five and a student of an active account stay', async () => {
      const { teacher, students } = await teacherWithStudents(8);
      // Gus also sits in a class of a teacher on Small Class (not paused): he can sign in.
      const colleague = await insertUser(app, { email: `${unique('colleague')}@example.org` });
      const colleagueClass = await insertClass(app, colleague, 'Choir');
      await app.db
        .insertInto('class_students')
        .values({
          class_id: colleagueClass,
          student_id: students[6]!.id,
          joined_at: new Date().toISOString(),
        })
        .execute();
      const paused = await pausedAfterTrial(teacher);
      expect(paused.pausedDeletion?.students.map((s) => s.name)).toEqual(['Fay Paz', 'Hal Paz']);
      const pausedAt = paused.pausedAt!;
      const noticeOn = Date.parse(pausedNoticeDate(pausedAt));
      const deleteOn = Date.parse(pausedDeletionDate(pausedAt));
      await job(noticeOn);
      const ids = students.map((s) => s.id);

      await job(deleteOn - DAY);
      expect(await studentsLeft(ids)).toHaveLength(8);

      await Promise.all([job(deleteOn), job(deleteOn, other)]);
      const kept = [0, 1, 2, 3, 4, 6].map((index) => students[index]!.id).sort();
      expect(await studentsLeft(ids)).toEqual(kept);
      // Deleting twice changes nothing.
      await job(deleteOn + DAY);
      expect(await studentsLeft(ids)).toEqual(kept);
      const requests = await app.db
        .selectFrom('deletion_requests')
        .select(['student_id', 'status', 'requested_by'])
        .where('student_id', 'in', ids)
        .execute();
      expect(requests).toHaveLength(2);
      expect(requests.every((row) => row.status === 'completed' && !row.requested_by)).toBe(true);
      expect((await accountOf(teacher)).pausedDeletion).toBeNull();

      // Later Gus's other account pauses too, with five students who joined before him: he is
      // locked out now, but that pause has 12 months of its own; this pause's deletion is done
      // and is not done again.
      for (let index = 0; index < 5; index += 1) {
        const earlier = await insertStudent(app, { administratorId: colleague });
        await app.db
          .insertInto('class_students')
          .values({
            class_id: colleagueClass,
            student_id: earlier.id,
            joined_at: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
          })
          .execute();
      }
      await insertPausedAccount({ userId: colleague, pausedAt: new Date(deleteOn).toISOString() });
      await job(deleteOn + 2 * DAY);
      expect(await studentsLeft(ids)).toEqual(kept);
    });

    it('keeps everything when the account is paid first, and a later pause starts a fresh 12 months', async () => {
      const { teacher, students } = await teacherWithStudents(6);
      const paused = await pausedAfterTrial(teacher);
      const firstPause = paused.pausedAt!;
      await job(Date.parse(pausedNoticeDate(firstPause)));
      expect(await noticesTo(teacher.email)).toHaveLength(1);

      const pay = await send(app, 'POST', '/api/billing/pay', teacher, {});
      expect(pay.statusCode, pay.body).toBe(200);
      const checkoutId = String(pay.json().url).split('/').pop()!;
      const paid = await send(
        app,
        'POST',
        `/api/billing/local/checkout/${checkoutId}/complete`,
        teacher,
        { card: GOOD_CARD },
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const active = await accountOf(teacher);
      expect(active).toMatchObject({ status: 'active', pausedAt: null, pausedDeletion: null });

      const ids = students.map((s) => s.id);
      const firstDeadline = Date.parse(pausedDeletionDate(firstPause));
      await job(firstDeadline + DAY);
      expect(await studentsLeft(ids)).toHaveLength(6);

      // Paused again (an invoice 30 days overdue, as the billing job pauses), months later.
      const secondPause = new Date(firstDeadline - 60 * DAY).toISOString();
      await app.db
        .updateTable('billing_accounts')
        .set({ status: 'paused', paused_at: secondPause })
        .where('id', '=', active.id)
        .execute();
      await job(firstDeadline + 2 * DAY);
      expect(await studentsLeft(ids)).toHaveLength(6);
      expect(await noticesTo(teacher.email)).toHaveLength(1);

      const noticeOn = Date.parse(pausedNoticeDate(secondPause));
      await job(noticeOn);
      expect(await noticesTo(teacher.email)).toHaveLength(2);
      const secondDeadline = Date.parse(pausedDeletionDate(secondPause));
      await job(secondDeadline - DAY);
      expect(await studentsLeft(ids)).toHaveLength(6);
      await job(secondDeadline);
      expect(await studentsLeft(ids)).toEqual(ids.slice(0, 5).sort());
    });

    it('gives the full 30 days when the notice went out late', async () => {
      const { teacher, students } = await teacherWithStudents(6);
      const paused = await pausedAfterTrial(teacher);
      const deadline = Date.parse(pausedDeletionDate(paused.pausedAt!));
      // The job was down: its first run after the pause is on the day itself.
      await job(deadline);
      expect(await noticesTo(teacher.email)).toHaveLength(1);
      expect(await studentsLeft([students[5]!.id])).toHaveLength(1);
      expect((await accountOf(teacher)).pausedDeletion?.on).toBe(
        new Date(deadline + 30 * DAY).toISOString(),
      );
      await job(deadline + 29 * DAY);
      expect(await studentsLeft([students[5]!.id])).toHaveLength(1);
      await job(deadline + 30 * DAY);
      expect(await studentsLeft([students[5]!.id])).toEqual([]);
    });

    it("sends a school account's notice to its managers, not its other teachers", async () => {
      const schoolId = await insertSchool(app, { name: 'St. Agnes' });
      const adminEmail = `${unique('admin')}@example.org`;
      const teacherEmail = `${unique('teacher')}@example.org`;
      const managerId = await insertUser(app, { email: adminEmail, schoolId });
      const teacherId = await insertUser(app, { email: teacherEmail, schoolId });
      // A school administrator who is not in the account's managers hears nothing of its bills.
      const bystanderEmail = `${unique('bystander')}@example.org`;
      await insertUser(app, { email: bystanderEmail, schoolId, schoolAdmin: true });
      const classId = await insertClass(app, teacherId, 'Grade 8');
      for (let index = 0; index < 6; index += 1) {
        const student = await insertStudent(app, {
          administratorId: teacherId,
          firstName: NAMES[index]!,
          lastName: 'Roe',
        });
        await app.db
          .insertInto('class_students')
          .values({
            class_id: classId,
            student_id: student.id,
            joined_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
          })
          .execute();
      }
      const pausedAt = '2027-02-01T00:00:00.000Z';
      const accountId = await insertPausedAccount({ schoolId, pausedAt });
      await joinBillingAccount(app, accountId, managerId, 'manager');
      await joinBillingAccount(app, accountId, teacherId);
      await job(Date.parse(pausedNoticeDate(pausedAt)));
      const notices = await noticesTo(adminEmail);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text_body).toContain('Fay Roe');
      expect(await noticesTo(teacherEmail)).toHaveLength(0);
      expect(await noticesTo(bystanderEmail)).toHaveLength(0);
    });
  });
}
