import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  insertCoTeacher,
  insertStudent,
  insertUser,
  joinBillingAccount,
  unique,
  insertSchoolAccount,
  insertSchool,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { AppError } from '../../errors';
import { accountForOwner } from './billing-accounts';
import { countSeats } from './count-seats';
import { recountOncePerDay } from './jobs';
import { recountAllSeats } from './recount-seats';
import { seatStudents } from './seat-gate';

/**
 * The seat gate itself (decision 0022): the count across classes and co-teachers, the priced
 * choice past five, and twenty seatings at once at the limit. The paths that call it are tested
 * with their routes.
 */
for (const database of testDatabases()) {
  describe(`the seat gate on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const teacher = () => insertUser(app, { email: `${unique('teacher')}@example.org` });
    const students = (count: number, administratorId: string, classIds: string[] = []) =>
      Promise.all(
        Array.from({ length: count }, () => insertStudent(app, { administratorId, classIds })),
      );
    const seat = (classId: string, studentIds: string[]) =>
      app.db.transaction().execute(async (trx) => {
        const seated = await seatStudents(trx, { classId, studentIds });
        await trx
          .insertInto('class_students')
          .values(
            studentIds.map((studentId) => ({
              class_id: classId,
              student_id: studentId,
              joined_at: new Date().toISOString(),
            })),
          )
          .execute();
        return seated;
      });
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    };

    it('counts a student once across classes, and archived classes not at all', async () => {
      const owner = await teacher();
      const first = await insertClass(app, owner, 'Grade 6');
      const second = await insertClass(app, owner, 'Grade 7');
      const archived = await insertClass(app, owner, 'Last year');
      await app.db
        .updateTable('classes')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', archived)
        .execute();
      const both = await students(2, owner, [first, second]);
      await students(1, owner, [second]);
      await students(3, owner, [archived]);
      const account = await accountForOwner(app.db, owner);
      expect(await countSeats(app.db, account)).toEqual({ current: 3, after: 3 });
      expect(await countSeats(app.db, account, [both[0]!.id, 'someone-new'])).toEqual({
        current: 3,
        after: 4,
      });
    });

    it('counts a co-teacher’s seatings to the class owner’s account', async () => {
      const owner = await teacher();
      const coTeacher = await teacher();
      const shared = await insertClass(app, owner, 'Shared');
      await insertCoTeacher(app, shared, coTeacher, owner);
      const [student] = await students(1, owner);
      await seat(shared, [student!.id]);
      expect((await accountForOwner(app.db, owner)).seats_counted).toBe(1);
      expect((await accountForOwner(app.db, coTeacher)).seats_counted).toBe(0);
    });

    it('seats five on Small Class and answers the sixth with the priced choice', async () => {
      const owner = await teacher();
      const classId = await insertClass(app, owner, 'Small');
      const five = await students(5, owner);
      await seat(
        classId,
        five.map((student) => student.id),
      );
      const [sixth] = await students(1, owner);
      const error = await refusal(seat(classId, [sixth!.id]));
      expect(error.status).toBe(402);
      expect(error.errors).toEqual({ plan: BILLING_MESSAGES.planRequired });
      expect(error.extra).toEqual({
        planChoice: {
          seats: 6,
          currentSeats: 5,
          monthlyCents: 600,
          annualCents: 6000,
          trialAvailable: true,
          trialDays: 14,
          reason: 'small_class_limit',
        },
      });
      const seated = await app.db
        .selectFrom('class_students')
        .select('student_id')
        .where('class_id', '=', classId)
        .execute();
      expect(seated).toHaveLength(5);
      // A student already counted may join another class of the account freely.
      const second = await insertClass(app, owner, 'Second');
      await expect(seat(second, [five[0]!.id])).resolves.toMatchObject({ seats: 5 });
    });

    it('lets Standard grow and refuses a paused account past five', async () => {
      const owner = await teacher();
      const classId = await insertClass(app, owner, 'Standard');
      const account = await accountForOwner(app.db, owner);
      await app.db
        .updateTable('billing_accounts')
        .set({ plan: 'standard', status: 'active', period: 'month' })
        .where('id', '=', account.id)
        .execute();
      const eight = await students(8, owner);
      await expect(
        seat(
          classId,
          eight.map((student) => student.id),
        ),
      ).resolves.toMatchObject({ seats: 8 });
      await app.db
        .updateTable('billing_accounts')
        .set({ status: 'paused' })
        .where('id', '=', account.id)
        .execute();
      const [ninth] = await students(1, owner);
      const error = await refusal(seat(classId, [ninth!.id]));
      expect(error.errors).toEqual({ plan: BILLING_MESSAGES.paused });
      expect(error.extra).toMatchObject({ planChoice: { reason: 'paused', seats: 9 } });
    });

    it('never seats a sixth student when twenty arrive at once at the limit', async () => {
      const owner = await teacher();
      const classId = await insertClass(app, owner, 'Busy');
      await seat(
        classId,
        (await students(4, owner)).map((student) => student.id),
      );
      const arrivals = await students(20, owner);
      const results = await Promise.allSettled(
        arrivals.map((student) => seat(classId, [student.id])),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as AppError] : [],
      );
      expect(refused).toHaveLength(19);
      for (const error of refused) {
        expect(error.extra).toEqual({ planChoice: expect.objectContaining({ seats: 6 }) });
      }
      const account = await accountForOwner(app.db, owner);
      expect(await countSeats(app.db, account)).toEqual({ current: 5, after: 5 });
      expect(account.seats_counted).toBe(5);
    });

    it('recounts every account at night as the roster rules count them', async () => {
      const owner = await teacher();
      const classId = await insertClass(app, owner, 'Night');
      const seated = await students(3, owner, [classId]);
      const account = await accountForOwner(app.db, owner);
      // A school's account takes the classes of the teachers who joined it from their own.
      const schoolId = await insertSchool(app, { name: 'St. Agnes' });
      const colleague = await insertUser(app, {
        email: `${unique('colleague')}@example.org`,
        schoolId,
      });
      const colleagueClass = await insertClass(app, colleague, 'School class');
      await students(2, colleague, [colleagueClass]);
      // A teacher who only named the school when making a class is not in its account.
      const outsider = await insertUser(app, {
        email: `${unique('outsider')}@example.org`,
        schoolId,
      });
      await students(4, outsider, [await insertClass(app, outsider, 'Not joined')]);
      const schoolAccountId = await insertSchoolAccount(app, { schoolId, name: 'St. Agnes' });
      await joinBillingAccount(app, schoolAccountId, colleague, 'manager');
      // The owner joins the school's account: their class now counts to it.
      await joinBillingAccount(app, schoolAccountId, owner);
      const night = new Date('2031-03-01T02:00:00Z');
      const { accounts } = await recountAllSeats(app.db, { now: night });
      expect(accounts).toBeGreaterThanOrEqual(2);
      const rows = await app.db
        .selectFrom('billing_accounts')
        .select(['id', 'school_id', 'seats_counted', 'seats_counted_at'])
        .where((eb) => eb.or([eb('id', '=', account.id), eb('school_id', '=', schoolId)]))
        .execute();
      const school = rows.find((row) => row.school_id === schoolId);
      const own = rows.find((row) => row.id === account.id);
      expect(school).toMatchObject({ seats_counted: 5, seats_counted_at: night.toISOString() });
      expect(own).toMatchObject({ seats_counted: 0 });
      expect(seated).toHaveLength(3);
      const outsiderAccount = await accountForOwner(app.db, outsider);
      expect(outsiderAccount.kind).toBe('teacher');
      expect(await countSeats(app.db, outsiderAccount)).toEqual({ current: 4, after: 4 });
    });

    it('recounts once per day, whichever job run gets there first', async () => {
      const day = new Date('2032-05-01T02:00:00Z');
      const runs = await Promise.all([recountOncePerDay(app, day), recountOncePerDay(app, day)]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await recountOncePerDay(app, new Date('2032-05-01T23:59:00Z'))).toBe(false);
      expect(await recountOncePerDay(app, new Date('2032-05-02T00:01:00Z'))).toBe(true);
    });
  });
}
