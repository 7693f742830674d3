import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_API } from '../../../common/schemas/roster';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  insertUser,
  post,
  insertClass,
  insertStudent as newStudent,
  logIn,
  insertCoTeacher,
} from '../../../tests/support/factories';

for (const database of testDatabases()) {
  describe(`teacher and parent rosters on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;
    const unique = (label: string) => `${label}${++counter}`;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function insertStudent(
      administratorId: string,
      firstName: string,
      lastName: string,
      classIds: string[],
    ) {
      return newStudent(app, {
        administratorId,
        firstName,
        lastName,
        grade: null,
        username: unique(`${firstName.toLowerCase()}.`),
        classIds,
      });
    }

    const get = (url: string, t?: string) =>
      app.inject({ method: 'GET', url, ...(t ? { cookies: { t } } : {}) });

    it("lists the students of the teacher's classes, by class then last name, and no one else's", async () => {
      const email = `${unique('teacher')}@example.org`;
      const teacherId = await insertUser(app, { email });
      const otherId = await insertUser(app, { email: `${unique('other')}@example.org` });
      const theology = await insertClass(app, teacherId, 'Theology 8');
      const scripture = await insertClass(app, teacherId, 'Scripture 7');
      const elsewhere = await insertClass(app, otherId, 'Another class');
      const zed = await insertStudent(teacherId, 'Zoe', 'Adams', [theology]);
      const ben = await insertStudent(teacherId, 'Ben', 'Young', [theology, scripture]);
      const amy = await insertStudent(teacherId, 'Amy', 'Baker', [scripture]);
      const stranger = await insertStudent(otherId, 'Sam', 'Stranger', [elsewhere]);

      const response = await get(ROSTER_API.students, await logIn(app, email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: amy.id,
          firstName: 'Amy',
          lastName: 'Baker',
          username: amy.username,
          className: 'Scripture 7',
        },
        {
          id: ben.id,
          firstName: 'Ben',
          lastName: 'Young',
          username: ben.username,
          className: 'Scripture 7',
        },
        {
          id: zed.id,
          firstName: 'Zoe',
          lastName: 'Adams',
          username: zed.username,
          className: 'Theology 8',
        },
        {
          id: ben.id,
          firstName: 'Ben',
          lastName: 'Young',
          username: ben.username,
          className: 'Theology 8',
        },
      ]);
      expect(response.body).not.toContain(stranger.id);

      // Bearer works too, for API clients; the other teacher sees only their own student.
      const other = await app.inject({
        method: 'GET',
        url: ROSTER_API.students,
        headers: {
          authorization: `Bearer ${await logIn(
            app,
            (
              await app.db
                .selectFrom('users')
                .select('email')
                .where('id', '=', otherId)
                .executeTakeFirstOrThrow()
            ).email,
          )}`,
        },
      });
      expect(other.json().map((row: { id: string }) => row.id)).toEqual([stranger.id]);
    });

    it("lists a parent's linked children with their classes", async () => {
      const email = `${unique('parent')}@example.org`;
      const parentId = await insertUser(app, { email, accountType: 'parent' });
      const teacherId = await insertUser(app, { email: `${unique('t')}@example.org` });
      const classId = await insertClass(app, teacherId, 'Theology 5');
      const lucy = await insertStudent(parentId, 'Lucy', 'Gomez', []);
      const mateo = await insertStudent(teacherId, 'Mateo', 'Diaz', [classId]);
      const notMine = await insertStudent(teacherId, 'Nina', 'Other', [classId]);
      for (const child of [lucy, mateo]) {
        await app.db
          .insertInto('parent_students')
          .values({
            parent_id: parentId,
            student_id: child.id,
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      const response = await get(ROSTER_API.children, await logIn(app, email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: mateo.id,
          firstName: 'Mateo',
          lastName: 'Diaz',
          username: mateo.username,
          className: 'Theology 5',
        },
        {
          id: lucy.id,
          firstName: 'Lucy',
          lastName: 'Gomez',
          username: lucy.username,
          className: null,
        },
      ]);
      expect(response.body).not.toContain(notMine.id);
    });

    it('issues a new login code once, stored hashed, that leads a student to set-password', async () => {
      const email = `${unique('teacher')}@example.org`;
      const teacherId = await insertUser(app, { email });
      const otherEmail = `${unique('other')}@example.org`;
      await insertUser(app, { email: otherEmail });
      const classId = await insertClass(app, teacherId, 'Theology 8B');
      const { id, username } = await insertStudent(teacherId, 'Ruth', 'Moab', [classId]);
      const issue = (t: string, studentId: string = id) =>
        post(app, ROSTER_API.loginCode(studentId), {}, { cookies: { t } });

      const denied = await issue(await logIn(app, otherEmail));
      expect(denied.statusCode).toBe(404);
      const unknown = await issue(await logIn(app, otherEmail), 'no-such-student');
      expect(unknown.statusCode).toBe(404);
      const deniedRows = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', id)
        .execute();
      expect(deniedRows.map((row) => row.action)).toEqual(['login_code_denied']);

      const teacher = await logIn(app, email);
      const first = await issue(teacher);
      expect(first.statusCode).toBe(200);
      const { code } = first.json() as { code: string };
      expect(code).toMatch(/^[A-HJKMNP-Z]{4}-[2-9]{4}$/);
      const stored = await app.db
        .selectFrom('students')
        .select('login_code_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.login_code_hash).toMatch(/^\$argon2id\$/);
      expect(stored.login_code_hash).not.toContain(code);

      const second = (await issue(teacher)).json() as { code: string };
      expect(second.code).not.toBe(code);
      const old = await post(app, '/api/auth/student_login', { email: username, password: code });
      expect(old.statusCode).toBe(401);
      const login = await post(app, '/api/auth/student_login', {
        email: username,
        password: second.code,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ set_password: true });
    });

    it('a co-teacher lists, issues login codes to and logs in as the class’s students like the owner; a co-teacher of another class cannot', async () => {
      const ownerEmail = `${unique('owner')}@example.org`;
      const ownerId = await insertUser(app, { email: ownerEmail });
      const coEmail = `${unique('co')}@example.org`;
      const coTeacherId = await insertUser(app, { email: coEmail });
      const otherOwnerId = await insertUser(app, { email: `${unique('else')}@example.org` });
      const elsewhereEmail = `${unique('co-elsewhere')}@example.org`;
      const elsewhereId = await insertUser(app, { email: elsewhereEmail });
      const classId = await insertClass(app, ownerId, 'Theology 6C');
      const otherClassId = await insertClass(app, otherOwnerId, 'Elsewhere');
      await insertCoTeacher(app, classId, coTeacherId, ownerId);
      await insertCoTeacher(app, otherClassId, elsewhereId, otherOwnerId);
      const { id } = await insertStudent(ownerId, 'Naomi', 'Bethlehem', [classId]);
      const other = await insertStudent(otherOwnerId, 'Boaz', 'Field', [otherClassId]);

      const issue = (t: string, studentId = id) =>
        post(app, ROSTER_API.loginCode(studentId), {}, { cookies: { t } });
      const logInAs = (t: string, studentId = id) =>
        post(app, '/api/auth/login_as_student', { sid: studentId }, { cookies: { t } });
      const idsOf = async (t: string) =>
        (await get(ROSTER_API.students, t)).json<{ id: string }[]>().map((row) => row.id);

      const owner = await logIn(app, ownerEmail);
      const coTeacher = await logIn(app, coEmail);
      for (const [label, t] of [
        ['owner', owner],
        ['co-teacher', coTeacher],
      ] as const) {
        expect(await idsOf(t), label).toEqual([id]);
        expect((await issue(t)).statusCode, label).toBe(200);
        expect((await logInAs(t)).statusCode, label).toBe(200);
        // Not the other class's student.
        expect((await issue(t, other.id)).statusCode, label).toBe(404);
        expect((await logInAs(t, other.id)).statusCode, label).toBe(403);
      }

      const elsewhere = await logIn(app, elsewhereEmail);
      expect(await idsOf(elsewhere)).toEqual([other.id]);
      expect((await issue(elsewhere)).statusCode).toBe(404);
      expect((await logInAs(elsewhere)).statusCode).toBe(403);
      const denied = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', elsewhereId)
        .where('action', 'like', '%denied')
        .execute();
      expect(denied.map((row) => row.action)).toEqual(['login_code_denied']);
    });

    it('answers 401 without a session and 403 to the wrong account type', async () => {
      for (const url of [ROSTER_API.students, ROSTER_API.children]) {
        const anonymous = await get(url);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ errors: { session: 'Not signed in' } });
        const revoked = await get(url, 'not-a-live-token');
        expect(revoked.statusCode).toBe(401);
      }
      const parentEmail = `${unique('p')}@example.org`;
      await insertUser(app, { email: parentEmail, accountType: 'parent' });
      const teacherEmail = `${unique('t')}@example.org`;
      await insertUser(app, { email: teacherEmail });
      expect((await get(ROSTER_API.students, await logIn(app, parentEmail))).statusCode).toBe(403);
      expect((await get(ROSTER_API.children, await logIn(app, teacherEmail))).statusCode).toBe(403);
      // A student session (cookie st) is not an adult's.
      const studentToken = (
        await app.sessions.create({ kind: 'student', subjectType: 'student', subjectId: 'x' })
      ).token;
      expect((await get(ROSTER_API.students, studentToken)).statusCode).toBe(401);
    });
  });
}
