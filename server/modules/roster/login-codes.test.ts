import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLASSROOM_API,
  type AddStudentsAnswer,
  type ClassStudent,
  type LoginCodeAnswer,
} from '../../../common/schemas/classroom';
import { ROSTER_API } from '../../../common/schemas/roster';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { post, send, signedInUser } from '../../../tests/support/factories';
import { DAY_MS } from '../../lib/tokens';
import { createClassAs } from '../classroom/test-support';
import { LOGIN_CODE_LIFETIME_DAYS } from './login-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { LOGIN_CODE_MESSAGES } from '../../../common/classroom/messages';

const ISSUED_AT = Date.parse('2026-03-02T09:00:00.000Z');
const LIFETIME_MS = LOGIN_CODE_LIFETIME_DAYS * DAY_MS;

for (const database of testDatabases()) {
  describe(`login codes end (issue 15, point 13) on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A teacher's class with one new student, whose login code the answer carries. */
    async function classWithStudent() {
      const teacher = await signedInUser(app);
      const created = await createClassAs(app, teacher);
      const added = await send(app, 'POST', CLASSROOM_API.students(created.id), teacher, {
        students: [{ firstName: 'Ruth', lastName: 'Okafor', username: `ruth.o${++counter}` }],
      });
      const [student] = added.json<AddStudentsAnswer>().students;
      if (!student?.username) throw new Error(`No student: ${added.body}`);
      return { teacher, classId: created.id, student, username: student.username };
    }

    const codeLogin = (username: string, code: string) =>
      post(app, '/api/auth/student_login', { email: username, password: code });

    async function setToken(username: string, code: string): Promise<string> {
      const response = await codeLogin(username, code);
      const token = response.cookies.find((cookie) => cookie.name === 'set')?.value;
      if (!token) throw new Error(`No set-password token: ${response.body}`);
      return token;
    }

    const setPassword = (token: string, password: string) =>
      post(
        app,
        '/api/auth/student_set_password',
        { password, confirmPassword: password },
        { headers: { authorization: `Bearer ${token}` } },
      );

    async function rosterRow(teacher: { cookies: Record<string, string> }, classId: string) {
      const roster = await send(app, 'GET', CLASSROOM_API.students(classId), teacher);
      return roster.json<ClassStudent[]>()[0];
    }

    it('a code works for its lifetime, shown on the card and the roster, then says to ask for a new one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(ISSUED_AT);
      const { teacher, classId, student, username } = await classWithStudent();
      const expiresAt = new Date(ISSUED_AT + LIFETIME_MS).toISOString();
      expect(student.loginCodeExpiresAt).toBe(expiresAt);
      expect(await rosterRow(teacher, classId)).toMatchObject({
        hasLoginCode: true,
        loginCodeExpiresAt: expiresAt,
      });

      vi.setSystemTime(ISSUED_AT + LIFETIME_MS - 1000);
      expect((await codeLogin(username, student.loginCode)).json()).toMatchObject({
        set_password: true,
      });

      vi.setSystemTime(ISSUED_AT + LIFETIME_MS);
      // Two weeks on, the teacher signs in again (sessions end when idle).
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: teacher.id,
      });
      teacher.cookies = { t: token };
      const expired = await codeLogin(username, student.loginCode);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ errors: { email: LOGIN_CODE_MESSAGES.expired } });
      const wrong = await codeLogin(username, 'ABCD-2345');
      expect(wrong.json()).toEqual({ errors: { email: AUTH_MESSAGES.invalidCredentials } });
      // The roster still says when it ended, so the teacher knows to make a new one.
      expect((await rosterRow(teacher, classId))?.loginCodeExpiresAt).toBe(expiresAt);

      // The teacher's new code works, for a new lifetime from now.
      const renewed = await send(
        app,
        'POST',
        CLASSROOM_API.loginCode(classId, student.id),
        teacher,
      );
      const answer = renewed.json<LoginCodeAnswer>();
      expect(answer.loginCodeExpiresAt).toBe(new Date(ISSUED_AT + 2 * LIFETIME_MS).toISOString());
      expect((await codeLogin(username, answer.loginCode)).json()).toMatchObject({
        set_password: true,
      });
      const fromRoster = await send(app, 'POST', ROSTER_API.loginCode(student.id), teacher);
      expect(fromRoster.json()).toEqual({
        code: expect.any(String),
        expiresAt: new Date(ISSUED_AT + 2 * LIFETIME_MS).toISOString(),
      });
    });

    it('a code dies once it has set a password', async () => {
      const { teacher, classId, student, username } = await classWithStudent();
      const token = await setToken(username, student.loginCode);
      expect((await setPassword(token, 'Psalm23!')).statusCode).toBe(200);

      const again = await codeLogin(username, student.loginCode);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ errors: { email: AUTH_MESSAGES.invalidCredentials } });
      expect((await codeLogin(username, 'Psalm23!')).json()).toMatchObject({ url: '/student' });
      expect(await rosterRow(teacher, classId)).toMatchObject({
        hasPassword: true,
        hasLoginCode: false,
        loginCodeExpiresAt: null,
      });
    });

    it('of two set-password calls at once with one code, exactly one succeeds', async () => {
      const { student, username } = await classWithStudent();
      // Two sign-ins with the same code (two tabs, or someone else holding the card).
      const [first, second] = [
        await setToken(username, student.loginCode),
        await setToken(username, student.loginCode),
      ];
      const answers = await Promise.all([
        setPassword(first, 'first-choice'),
        setPassword(second, 'second-choice'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json()).toEqual({ errors: { confirmPassword: LOGIN_CODE_MESSAGES.used } });
      const winner = answers[0]?.statusCode === 200 ? 'first-choice' : 'second-choice';
      const loserPassword = winner === 'first-choice' ? 'second-choice' : 'first-choice';
      expect((await codeLogin(username, winner)).statusCode).toBe(200);
      expect((await codeLogin(username, loserPassword)).statusCode).toBe(401);
    });

    it('of two set-password calls at once with one set token, exactly one succeeds', async () => {
      const { student, username } = await classWithStudent();
      const token = await setToken(username, student.loginCode);
      const answers = await Promise.all([
        setPassword(token, 'first-choice'),
        setPassword(token, 'second-choice'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('a new code ends a set-password step begun with the earlier one', async () => {
      const { teacher, classId, student, username } = await classWithStudent();
      const earlier = await setToken(username, student.loginCode);
      const renewed = await send(
        app,
        'POST',
        CLASSROOM_API.loginCode(classId, student.id),
        teacher,
      );
      const { loginCode } = renewed.json<LoginCodeAnswer>();
      const late = await setPassword(earlier, 'Psalm23!');
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ errors: { confirmPassword: AUTH_MESSAGES.sessionEnded } });
      expect((await codeLogin(username, loginCode)).json()).toMatchObject({ set_password: true });
    });
  });
}
