import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASSROOM_API,
  type ClassStudent,
  type ClassSummary,
} from '../../../common/schemas/classroom';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  giveStandard,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { classInput, createClassAs } from './test-support';

/**
 * Issue 11, point 5: the roster's new actions. Undo of a removal, moving students between
 * classes, archiving and restoring, a new Access Code, the remembered school and the 200 limit.
 * Each is tried by the owner, a co-teacher, another teacher and nobody.
 */
for (const database of testDatabases()) {
  describe(`roster actions on ${database.name}`, () => {
    let app: FastifyInstance;
    const nobody: Caller = { id: 'nobody', cookies: {} };

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const roster = async (classId: string, caller: Caller) =>
      (await send(app, 'GET', CLASSROOM_API.students(classId), caller)).json<ClassStudent[]>();

    async function classWithStudent() {
      const owner = await signedInUser(app);
      const klass = await createClassAs(app, owner);
      const student = await signedInStudent(app, owner.id, [klass.id]);
      return { owner, klass, student };
    }

    it('Undo puts a removed student back; repeating it is harmless', async () => {
      const { owner, klass, student } = await classWithStudent();
      const before = (await roster(klass.id, owner))[0]!;
      await send(app, 'DELETE', CLASSROOM_API.student(klass.id, student.id), owner);
      expect(await roster(klass.id, owner)).toEqual([]);

      const undo = await send(
        app,
        'POST',
        CLASSROOM_API.restoreStudent(klass.id, student.id),
        owner,
      );
      expect(undo.statusCode).toBe(200);
      expect(undo.json<{ student: ClassStudent }>().student).toMatchObject({
        id: student.id,
        joinedAt: before.joinedAt,
      });
      const again = await send(
        app,
        'POST',
        CLASSROOM_API.restoreStudent(klass.id, student.id),
        owner,
      );
      expect(again.statusCode).toBe(200);
      expect((await roster(klass.id, owner)).map((entry) => entry.id)).toEqual([student.id]);
    });

    it('Undo by a co-teacher works; another teacher, nobody, or a student the class never had is refused', async () => {
      const { owner, klass, student } = await classWithStudent();
      const coTeacher = await signedInCoTeacher(app, klass.id, owner.id);
      const stranger = await signedInUser(app);
      await send(app, 'DELETE', CLASSROOM_API.student(klass.id, student.id), owner);

      const path = CLASSROOM_API.restoreStudent(klass.id, student.id);
      expect((await send(app, 'POST', path, stranger)).statusCode).toBe(404);
      expect((await send(app, 'POST', path, nobody)).statusCode).toBe(401);
      // A student of another teacher's class cannot be pulled in by id.
      const other = await classWithStudent();
      const foreign = await send(
        app,
        'POST',
        CLASSROOM_API.restoreStudent(klass.id, other.student.id),
        owner,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ errors: { student: CLASSROOM_MESSAGES.studentNotFound } });
      expect(await roster(klass.id, owner)).toEqual([]);

      expect((await send(app, 'POST', path, coTeacher)).statusCode).toBe(200);
      expect((await roster(klass.id, owner)).map((entry) => entry.id)).toEqual([student.id]);
    });

    it('moves students to another class the teacher teaches, and refuses a class they do not', async () => {
      const { owner, klass, student } = await classWithStudent();
      const target = await createClassAs(app, owner, { title: 'Theology 7B' });
      const strangersClass = await createClassAs(app, await signedInUser(app));
      const move = (toClassId: string, caller: Caller = owner) =>
        send(app, 'POST', CLASSROOM_API.moveStudents(klass.id), caller, {
          studentIds: [student.id],
          toClassId,
        });

      const refused = await move(strangersClass.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        errors: { toClassId: CLASSROOM_MESSAGES.moveTargetNotFound },
      });
      expect((await move(klass.id)).json()).toEqual({
        errors: { toClassId: CLASSROOM_MESSAGES.moveSameClass },
      });
      expect((await move(target.id, nobody)).statusCode).toBe(401);
      expect((await roster(klass.id, owner)).length).toBe(1);

      const moved = await move(target.id);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ moved: 1, toClassTitle: 'Theology 7B' });
      expect(await roster(klass.id, owner)).toEqual([]);
      expect((await roster(target.id, owner)).map((entry) => entry.id)).toEqual([student.id]);
      // The first class remembers them: Undo brings them back there.
      const back = await send(
        app,
        'POST',
        CLASSROOM_API.restoreStudent(klass.id, student.id),
        owner,
      );
      expect(back.statusCode).toBe(200);
      // Moving a student who is no longer in the class is refused as a whole.
      const gone = await send(app, 'POST', CLASSROOM_API.moveStudents(target.id), owner, {
        studentIds: [student.id, crypto.randomUUID()],
        toClassId: klass.id,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('a co-teacher of both classes may move students; a co-teacher of the source only may not', async () => {
      const { owner, klass, student } = await classWithStudent();
      const target = await createClassAs(app, owner, { title: 'Theology 7C' });
      const coTeacher = await signedInCoTeacher(app, klass.id, owner.id);
      const body = { studentIds: [student.id], toClassId: target.id };
      const refused = await send(
        app,
        'POST',
        CLASSROOM_API.moveStudents(klass.id),
        coTeacher,
        body,
      );
      expect(refused.statusCode).toBe(404);
      expect((await roster(klass.id, owner)).length).toBe(1);
      await send(app, 'POST', CLASSROOM_API.coTeachers(target.id), owner, {
        email: (
          await app.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', coTeacher.id)
            .executeTakeFirstOrThrow()
        ).email,
      });
      const allowed = await send(
        app,
        'POST',
        CLASSROOM_API.moveStudents(klass.id),
        coTeacher,
        body,
      );
      expect(allowed.statusCode).toBe(200);
    });

    it('archiving takes the class out of use for its students until it is restored', async () => {
      const { owner, klass, student } = await classWithStudent();
      const activity = (
        await send(app, 'POST', '/api/activities/library/psalm-23/copy', owner)
      ).json<{ id: string; questions: { id: string }[] }>();
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, owner, {
        classIds: [klass.id],
      });
      const write = () =>
        send(app, 'PUT', PROJECTS_API.studentProject(klass.id, activity.id), student, {
          answers: { [activity.questions[0]!.id]: 'The Lord is my shepherd.' },
        });
      expect((await write()).statusCode).toBe(200);
      const before = (await send(app, 'GET', PROJECTS_API.studentActivities, student)).json<{
        activities: { classId: string }[];
      }>().activities;
      expect(before.filter((entry) => entry.classId === klass.id)).toHaveLength(1);

      const stranger = await signedInUser(app);
      const byStranger = await send(app, 'PATCH', CLASSROOM_API.class(klass.id), stranger, {
        archived: true,
      });
      expect(byStranger.statusCode).toBe(404);

      const archived = await send(app, 'PATCH', CLASSROOM_API.class(klass.id), owner, {
        archived: true,
      });
      expect(archived.statusCode).toBe(200);
      const archivedAt = archived.json<ClassSummary>().archivedAt;
      expect(archivedAt).not.toBeNull();
      // Archiving again keeps the first date.
      const again = await send(app, 'PATCH', CLASSROOM_API.class(klass.id), owner, {
        archived: true,
      });
      expect(again.json<ClassSummary>().archivedAt).toBe(archivedAt);

      const listed = async () =>
        (await send(app, 'GET', PROJECTS_API.studentActivities, student))
          .json<{ activities: { classId: string }[] }>()
          .activities.filter((entry) => entry.classId === klass.id).length;
      expect(await listed()).toBe(0);
      const refused = await write();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: { class: CLASSROOM_MESSAGES.classArchived } });
      const submit = await send(
        app,
        'POST',
        `${PROJECTS_API.studentProject(klass.id, activity.id)}/submit`,
        student,
      );
      expect(submit.statusCode).toBe(409);

      const coTeacher = await signedInCoTeacher(app, klass.id, owner.id);
      const restored = await send(app, 'PATCH', CLASSROOM_API.class(klass.id), coTeacher, {
        archived: false,
      });
      expect(restored.json<ClassSummary>().archivedAt).toBeNull();
      expect((await write()).statusCode).toBe(200);
      expect(await listed()).toBe(1);
    });

    it('a new Access Code replaces the old one, which no longer lets a student ask to join', async () => {
      const { owner, klass } = await classWithStudent();
      const stranger = await signedInUser(app);
      expect(
        (await send(app, 'POST', CLASSROOM_API.accessCode(klass.id), stranger)).statusCode,
      ).toBe(404);
      expect((await send(app, 'POST', CLASSROOM_API.accessCode(klass.id), nobody)).statusCode).toBe(
        401,
      );
      const coTeacher = await signedInCoTeacher(app, klass.id, owner.id);
      const renewed = await send(app, 'POST', CLASSROOM_API.accessCode(klass.id), coTeacher);
      expect(renewed.statusCode).toBe(200);
      const code = renewed.json<ClassSummary>().accessCode;
      expect(code).not.toBe(klass.accessCode);

      const newcomer = await signedInStudent(app, stranger.id);
      const old = await send(app, 'POST', CLASSROOM_API.studentJoinRequests, newcomer, {
        code: klass.accessCode,
      });
      expect(old.statusCode).toBe(400);
      const fresh = await send(app, 'POST', CLASSROOM_API.studentJoinRequests, newcomer, {
        code,
      });
      expect(fresh.statusCode).toBeLessThan(300);
    });

    it('remembers the teacher’s school: a second class needs no address, a first one does', async () => {
      const teacher = await signedInUser(app);
      const { school: _school, ...withoutSchool } = classInput({ title: 'Theology 8A' });
      const first = await send(app, 'POST', CLASSROOM_API.classes, teacher, withoutSchool);
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({ errors: { school: CLASSROOM_MESSAGES.schoolRequired } });
      expect((await send(app, 'GET', CLASSROOM_API.mySchool, teacher)).json()).toEqual({
        school: null,
      });

      const made = await createClassAs(app, teacher);
      const remembered = await send(app, 'GET', CLASSROOM_API.mySchool, teacher);
      expect(remembered.json()).toEqual({ school: made.school });
      const second = await send(app, 'POST', CLASSROOM_API.classes, teacher, withoutSchool);
      expect(second.statusCode).toBe(201);
      expect(second.json<ClassSummary>().school).toEqual(made.school);
      expect((await send(app, 'GET', CLASSROOM_API.mySchool, nobody)).statusCode).toBe(401);
    });

    it('adds up to 200 students in one go and refuses more with a clear message', async () => {
      const teacher = await signedInUser(app);
      // Two hundred students are past Small Class's five (issue 16): this account has Standard.
      await giveStandard(app, teacher.id);
      const klass = await createClassAs(app, teacher);
      const list = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          firstName: `Student${index}`,
          lastName: 'Roster',
        }));
      const tooMany = await send(app, 'POST', CLASSROOM_API.students(klass.id), teacher, {
        students: list(201),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({
        errors: { students: CLASSROOM_MESSAGES.tooManyStudents },
      });
      const full = await send(app, 'POST', CLASSROOM_API.students(klass.id), teacher, {
        students: list(200),
      });
      expect(full.statusCode).toBe(201);
      expect((await roster(klass.id, teacher)).length).toBe(200);
    }, 60_000);
  });
}
