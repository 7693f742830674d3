import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { CLASSROOM_API } from '../../../common/schemas/classroom';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  giveStandard,
  insertClass,
  insertCoTeacher,
  insertSchool,
  insertStudent,
  joinBillingAccount,
  send,
  signedInStudent,
  signedInUser,
  unique,
  insertSchoolAccount,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { generateAccessCode } from '../classroom/generate-access-code';
import { accountForOwner } from './billing-accounts';
import { countSeats, recountSeats } from './count-seats';
import { DEMO_ACCOUNTS, seedDemoBilling } from '../demo/seed';

/**
 * The seat gate on every path that seats a student (issue 16, point 2; decision 0022), each
 * through its HTTP route: a Small Class account with five students meets the priced choice
 * (402) and nothing changes; once the account is on Standard the same call succeeds. Then the
 * count across classes, co-teachers and a school's teachers, the recount on removals, and a
 * walk through the server's source that fails when a new path writes `class_students` without
 * the gate.
 */
for (const database of testDatabases()) {
  describe(`the seat gate on every seating path on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A teacher with a class and five students seated in it: Small Class, full. */
    async function fullSmallClass() {
      const teacher = await signedInUser(app);
      const accessCode = generateAccessCode();
      const classId = await insertClass(app, teacher.id, 'Theology 7A', { accessCode });
      const five = [];
      for (let index = 0; index < 5; index++) {
        five.push(await insertStudent(app, { administratorId: teacher.id, classIds: [classId] }));
      }
      // The five were seated by the factory (as a seed would): count them once.
      await app.db.transaction().execute(async (trx) => {
        await recountSeats(trx, (await accountForOwner(trx, teacher.id)).id);
      });
      return { teacher, classId, accessCode, five };
    }

    /** Everything a seating could change, counted. */
    async function snapshot() {
      const count = async (
        table:
          | 'class_students'
          | 'students'
          | 'class_student_removals'
          | 'class_join_requests'
          | 'invitations',
      ) =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const pending = await app.db
        .selectFrom('class_join_requests')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      const archived = await app.db
        .selectFrom('classes')
        .select('id')
        .where('archived_at', 'is not', null)
        .execute();
      const seats = await app.db
        .selectFrom('billing_accounts')
        .select(['id', 'seats_counted'])
        .orderBy('id')
        .execute();
      return {
        classStudents: await count('class_students'),
        students: await count('students'),
        removals: await count('class_student_removals'),
        requests: await count('class_join_requests'),
        pending: pending.length,
        archived: archived.length,
        seats,
      };
    }

    /** The 402 answer, and that it changed nothing. */
    async function expectPriced(
      call: () => Promise<LightMyRequestResponse>,
      seats: number,
      currentSeats = 5,
    ) {
      const before = await snapshot();
      const response = await call();
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toEqual({
        errors: { plan: BILLING_MESSAGES.planRequired },
        planChoice: {
          seats,
          currentSeats,
          monthlyCents: seats * 100,
          annualCents: seats * 1000,
          trialAvailable: true,
          trialDays: 14,
          reason: 'small_class_limit',
        },
      });
      expect(await snapshot()).toEqual(before);
      return response;
    }

    const seatsOf = async (teacherId: string) =>
      (await accountForOwner(app.db, teacherId)).seats_counted;

    it('adding one student: the priced choice, then seated on Standard', async () => {
      const { teacher, classId } = await fullSmallClass();
      const body = { students: [{ firstName: 'Sixth', lastName: unique('One') }] };
      const add = () => send(app, 'POST', CLASSROOM_API.students(classId), teacher, body);
      await expectPriced(add, 6);
      await giveStandard(app, teacher.id);
      const added = await add();
      expect(added.statusCode, added.body).toBe(201);
      expect(await seatsOf(teacher.id)).toBe(6);
    });

    it('adding a pasted batch: refused whole (no students rows), then seated on Standard', async () => {
      const { teacher, classId } = await fullSmallClass();
      const lastName = unique('Batch');
      const body = {
        students: ['Ana', 'Ben', 'Cy'].map((firstName) => ({ firstName, lastName })),
      };
      const add = () => send(app, 'POST', CLASSROOM_API.students(classId), teacher, body);
      await expectPriced(add, 8);
      const rows = await app.db
        .selectFrom('students')
        .select('id')
        .where('last_name', '=', lastName)
        .execute();
      expect(rows).toEqual([]);
      await giveStandard(app, teacher.id);
      const added = await add();
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().students).toHaveLength(3);
      expect(await seatsOf(teacher.id)).toBe(8);
    });

    it('moving students into a class of another, full account: the target account decides', async () => {
      const { teacher: owner, classId: target } = await fullSmallClass();
      const mover = await signedInUser(app);
      await insertCoTeacher(app, target, mover.id, owner.id);
      const own = await insertClass(app, mover.id, 'Own class');
      const student = await insertStudent(app, { administratorId: mover.id, classIds: [own] });
      const move = () =>
        send(app, 'POST', CLASSROOM_API.moveStudents(own), mover, {
          toClassId: target,
          studentIds: [student.id],
        });
      await expectPriced(move, 6);
      await giveStandard(app, owner.id);
      const moved = await move();
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await seatsOf(owner.id)).toBe(6);
      // The mover's own account lost the student.
      expect(await seatsOf(mover.id)).toBe(0);
    });

    it('restoring a removed student past five: the priced choice, then back on Standard', async () => {
      const { teacher, classId } = await fullSmallClass();
      const sixth = await insertStudent(app, { administratorId: teacher.id, classIds: [classId] });
      const removed = await send(app, 'DELETE', CLASSROOM_API.student(classId, sixth.id), teacher);
      expect(removed.statusCode).toBe(200);
      expect(await seatsOf(teacher.id)).toBe(5);
      const restore = () =>
        send(app, 'POST', CLASSROOM_API.restoreStudent(classId, sixth.id), teacher);
      await expectPriced(restore, 6);
      await giveStandard(app, teacher.id);
      const restored = await restore();
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await seatsOf(teacher.id)).toBe(6);
    });

    it('approving a join request past five: it stays pending, then approved on Standard', async () => {
      const { teacher, classId, accessCode } = await fullSmallClass();
      const student = await signedInStudent(app, teacher.id);
      const asked = await send(app, 'POST', CLASSROOM_API.studentJoinRequests, student, {
        code: accessCode,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const [request] = (await send(app, 'GET', CLASSROOM_API.joinRequests(classId), teacher)).json<
        { id: string }[]
      >();
      const approve = () =>
        send(app, 'POST', CLASSROOM_API.approveJoinRequest(classId, request!.id), teacher);
      await expectPriced(approve, 6);
      await giveStandard(app, teacher.id);
      const approved = await approve();
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await seatsOf(teacher.id)).toBe(6);
    });

    it('unarchiving a class whose students would pass five: it stays archived until Standard', async () => {
      const { teacher } = await fullSmallClass();
      const old = await insertClass(app, teacher.id, 'Last year');
      await insertStudent(app, { administratorId: teacher.id, classIds: [old] });
      await insertStudent(app, { administratorId: teacher.id, classIds: [old] });
      const archive = await send(app, 'PATCH', CLASSROOM_API.class(old), teacher, {
        archived: true,
      });
      expect(archive.statusCode).toBe(200);
      expect(await seatsOf(teacher.id)).toBe(5);
      const unarchive = () =>
        send(app, 'PATCH', CLASSROOM_API.class(old), teacher, { archived: false });
      await expectPriced(unarchive, 7);
      await giveStandard(app, teacher.id);
      const restored = await unarchive();
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().archivedAt).toBeNull();
      expect(await seatsOf(teacher.id)).toBe(7);
    });

    /** A personal invitation (one email) to the class: it seats its student at once. */
    async function invitation(classId: string, createdBy: string, email: string) {
      const code = unique('JOIN-').toUpperCase();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code,
          class_id: classId,
          created_by: createdBy,
          email,
          expires_at: null,
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return code;
    }
    const studentSignup = (email: string, code: string) =>
      send(app, 'POST', '/api/auth/student_signup', undefined, {
        email,
        firstName: 'Peter',
        lastName: 'Okafor',
        password: 'Shepherd42',
        confirmPassword: 'Shepherd42',
        i: code,
      });

    it('an invitation past five becomes a join request, never a silent failure', async () => {
      const { teacher, classId } = await fullSmallClass();
      const email = `${unique('peter')}@school.example`;
      const code = await invitation(classId, teacher.id, email);
      const before = await snapshot();
      const signedUp = await studentSignup(email, code);
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      expect(signedUp.json().message).toBe(BILLING_MESSAGES.studentAwaitingSeat);
      const after = await snapshot();
      // The student exists, asks to join, and is not seated; the seats stay five.
      expect(after.classStudents).toBe(before.classStudents);
      expect(after.students).toBe(before.students + 1);
      expect(after.pending).toBe(before.pending + 1);
      expect(await seatsOf(teacher.id)).toBe(5);
      // The teacher meets the priced choice when approving it, and Standard lets the student in.
      const [request] = (await send(app, 'GET', CLASSROOM_API.joinRequests(classId), teacher)).json<
        { id: string }[]
      >();
      const approve = () =>
        send(app, 'POST', CLASSROOM_API.approveJoinRequest(classId, request!.id), teacher);
      await expectPriced(approve, 6);
      await giveStandard(app, teacher.id);
      expect((await approve()).statusCode).toBe(200);
      // On Standard, the next invitation seats its student at once, with no message.
      const next = `${unique('ruth')}@school.example`;
      const seated = await studentSignup(next, await invitation(classId, teacher.id, next));
      expect(seated.statusCode, seated.body).toBe(200);
      expect(seated.json().message).toBeUndefined();
      expect(await seatsOf(teacher.id)).toBe(7);
    });

    it('counts across classes and co-teachers: a co-teacher’s additions count to the owner', async () => {
      const owner = await signedInUser(app);
      const first = await insertClass(app, owner.id, 'Grade 6');
      const second = await insertClass(app, owner.id, 'Grade 7');
      const coTeacher = await signedInUser(app);
      await insertCoTeacher(app, second, coTeacher.id, owner.id);
      const add = (caller: Caller, classId: string, names: string[]) =>
        send(app, 'POST', CLASSROOM_API.students(classId), caller, {
          students: names.map((firstName) => ({ firstName, lastName: unique('Count') })),
        });
      expect((await add(owner, first, ['A', 'B', 'C'])).statusCode).toBe(201);
      const added = await add(coTeacher, second, ['D', 'E']);
      expect(added.statusCode).toBe(201);
      expect(await seatsOf(owner.id)).toBe(5);
      expect(await seatsOf(coTeacher.id)).toBe(0);
      // A student of the first class joining the second is counted once: no new seat.
      const [alreadyCounted] = (await send(app, 'GET', CLASSROOM_API.students(first), owner)).json<
        { id: string }[]
      >();
      const moved = await send(app, 'POST', CLASSROOM_API.moveStudents(first), owner, {
        toClassId: second,
        studentIds: [alreadyCounted!.id],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await seatsOf(owner.id)).toBe(5);
      await expectPriced(() => add(coTeacher, second, ['F']), 6);
    });

    it('a school’s account counts every teacher who joined it, and no one else', async () => {
      const schoolId = await insertSchool(app);
      const schoolAccountId = await insertSchoolAccount(app, { schoolId, name: 'St. Anne School' });
      const [first, second, outsider] = [
        await signedInUser(app, 'teacher', { schoolId }),
        await signedInUser(app, 'teacher', { schoolId }),
        await signedInUser(app, 'teacher', { schoolId }),
      ];
      await joinBillingAccount(app, schoolAccountId, first!.id, 'manager');
      await joinBillingAccount(app, schoolAccountId, second!.id);
      const firstClass = await insertClass(app, first!.id, 'Grade 6');
      const secondClass = await insertClass(app, second!.id, 'Grade 8');
      const add = (caller: Caller, classId: string, count: number) =>
        send(app, 'POST', CLASSROOM_API.students(classId), caller, {
          students: Array.from({ length: count }, (_, index) => ({
            firstName: `S${index}`,
            lastName: unique('School'),
          })),
        });
      expect((await add(first!, firstClass, 3)).statusCode).toBe(201);
      expect((await add(second!, secondClass, 2)).statusCode).toBe(201);
      const account = await accountForOwner(app.db, second!.id);
      expect(account).toMatchObject({ kind: 'school', school_id: schoolId, seats_counted: 5 });
      await expectPriced(() => add(second!, secondClass, 1), 6);
      await app.db
        .updateTable('billing_accounts')
        .set({ plan: 'standard', status: 'active' })
        .where('id', '=', account.id)
        .execute();
      expect((await add(second!, secondClass, 1)).statusCode).toBe(201);
      expect((await accountForOwner(app.db, first!.id)).seats_counted).toBe(6);
      // Naming the school when making a class joins nothing: the outsider's own account counts.
      const outsiderClass = await insertClass(app, outsider!.id, 'Grade 7');
      expect((await add(outsider!, outsiderClass, 5)).statusCode).toBe(201);
      await expectPriced(() => add(outsider!, outsiderClass, 1), 6);
      expect((await accountForOwner(app.db, outsider!.id)).kind).toBe('teacher');
    });

    it('gives the demo teacher Standard, annual and active for a year, billed for the count', async () => {
      const now = new Date('2026-09-01T12:00:00.000Z');
      const demo = await buildTestApp(await database.create(), { SEED_DEMO_DATA: 'true' });
      try {
        const teacher = await demo.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO_ACCOUNTS.teacher.email)
          .executeTakeFirstOrThrow();
        const account = await accountForOwner(demo.db, teacher.id);
        const { current } = await countSeats(demo.db, account);
        expect(current).toBeGreaterThan(5);
        expect(account).toMatchObject({
          kind: 'teacher',
          plan: 'standard',
          status: 'active',
          period: 'year',
          provider: 'local',
          seats_counted: current,
          seats_billed: current,
        });
        const start = Date.parse(account.current_period_start!);
        expect(Date.parse(account.current_period_end!) - start).toBeGreaterThanOrEqual(
          365 * 24 * 3600 * 1000,
        );
        // Seeding the billing row again keeps one account and the same count.
        await demo.db.transaction().execute((trx) => seedDemoBilling(trx, teacher.id, now));
        const again = await demo.db
          .selectFrom('billing_accounts')
          .selectAll()
          .where('user_id', '=', teacher.id)
          .execute();
        expect(again).toHaveLength(1);
        expect(again[0]).toMatchObject({
          seats_billed: current,
          current_period_start: now.toISOString(),
          current_period_end: '2027-09-01T12:00:00.000Z',
        });
      } finally {
        await demo.close();
      }
    });

    it('removing a student and archiving a class count the seats again', async () => {
      const { teacher, classId, five } = await fullSmallClass();
      expect(await seatsOf(teacher.id)).toBe(5);
      await send(app, 'DELETE', CLASSROOM_API.student(classId, five[0]!.id), teacher);
      expect(await seatsOf(teacher.id)).toBe(4);
      await send(app, 'PATCH', CLASSROOM_API.class(classId), teacher, { archived: true });
      expect(await seatsOf(teacher.id)).toBe(0);
    });
  });
}

/** The server's source files (not tests, not the two demo seeds, which run before any plan). */
function serverSources(): { path: string; text: string }[] {
  const root = join(__dirname, '..', '..');
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push({
          path: relative(root, full).split('\\').join('/'),
          text: readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return files;
}

const SEEDS = new Set(['modules/demo/seed.ts', 'modules/store/seed-demo.ts']);

describe('every path that seats a student', () => {
  it('calls the seat gate in each file that writes class_students', () => {
    const writers = serverSources().filter(
      (file) =>
        !SEEDS.has(file.path) && /insertInto\(\s*['"`]class_students['"`]\s*\)/.test(file.text),
    );
    // The paths known today, so this walk cannot quietly find nothing.
    expect(writers.map((file) => file.path).sort()).toEqual(
      expect.arrayContaining([
        'modules/auth/invitations.ts',
        'modules/classroom/add-students.ts',
        'modules/classroom/decide-join-request.ts',
        'modules/classroom/move-students.ts',
        'modules/classroom/restore-student.ts',
      ]),
    );
    const ungated = writers
      .filter((file) => !/\bseatStudents\(/.test(file.text))
      .map((file) => file.path);
    expect(ungated).toEqual([]);
  });

  it('writes class_students through SQL nowhere else', () => {
    const raw = serverSources().filter(
      (file) => !SEEDS.has(file.path) && /insert\s+into\s+"?class_students/i.test(file.text),
    );
    expect(raw.map((file) => file.path)).toEqual([]);
  });
});
