import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { hashPassword } from '../../lib/passwords';
import { loginCodeExpiry } from '../roster/login-codes';
import {
  cookieOf,
  insertUser,
  post,
  TEST_PASSWORD,
  insertStudent as newStudent,
  logIn,
  insertClass,
  enrol,
} from '../../../tests/support/factories';
import { VALIDATION } from '../../../common/validation/messages';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

for (const database of testDatabases()) {
  describe(`student calls and impersonation on ${database.name}`, () => {
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
      fields: { password?: boolean; loginCode?: string } = {},
    ) {
      const username = unique('student.');
      const { id } = await newStudent(app, {
        administratorId,
        username,
        email: `${username}@school.example`,
        passwordHash: fields.password === false ? null : true,
        ...(fields.loginCode
          ? {
              loginCode: {
                hash: await hashPassword(fields.loginCode),
                expiresAt: loginCodeExpiry(new Date()),
              },
            }
          : {}),
      });
      return { id, username };
    }

    it('signs a student in with username or email and a password', async () => {
      const teacherId = await insertUser(app, { email: `${unique('t')}@example.org` });
      const { username } = await insertStudent(teacherId);
      for (const identifier of [username, `${username.toUpperCase()}@SCHOOL.EXAMPLE`]) {
        const response = await post(app, '/api/auth/student_login', {
          email: identifier,
          password: TEST_PASSWORD,
          role: 5,
        });
        expect(response.statusCode).toBe(200);
        const { st, url } = response.json();
        expect(url).toBe('/student');
        expect(cookieOf(response, 'st')).toMatchObject({
          value: st,
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
        });
        expect(cookieOf(response, 'st')?.maxAge).toBeUndefined();
        const session = await app.inject({
          method: 'GET',
          url: '/api/auth/session?student=true',
          cookies: { st },
        });
        expect(session.json().account).toMatchObject({
          type: 'student',
          firstName: 'Maria',
          email: `${username}@school.example`,
        });
      }
      const wrong = await post(app, '/api/auth/student_login', {
        email: username,
        password: 'nope-nope',
      });
      const unknown = await post(app, '/api/auth/student_login', {
        email: 'nobody.here',
        password: 'nope-nope',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      const invalid = await post(app, '/api/auth/student_login', { email: '', password: '' });
      expect(invalid.json()).toEqual({
        errors: { email: VALIDATION.emailRequired, password: VALIDATION.passwordRequired },
      });
    });

    it('takes a first login with a login code to set-password, then into the student area', async () => {
      const teacherId = await insertUser(app, { email: `${unique('t')}@example.org` });
      const { username } = await insertStudent(teacherId, {
        password: false,
        loginCode: 'K3PX-9QRT',
      });
      const first = await post(app, '/api/auth/student_login', {
        email: username,
        password: 'K3PX-9QRT',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ set_password: true, url: '/auth/student/setPassword' });
      const set = cookieOf(first, 'set')!;
      expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86400 });
      expect(cookieOf(first, 'st')).toBeUndefined();
      const pending = await app.inject({
        method: 'GET',
        url: '/api/auth/session?student=true',
        cookies: { set: set.value },
      });
      expect(pending.json()).toEqual({
        errors: { session: 'Not signed in' },
        hasSetPasswordToken: true,
      });

      const short = await post(
        app,
        '/api/auth/student_set_password',
        { password: '12345', confirmPassword: '12345' },
        { headers: { authorization: `Bearer ${set.value}` } },
      );
      expect(short.json()).toEqual({ errors: { password: 'Min password length is 6 ' } });
      const noToken = await post(app, '/api/auth/student_set_password', {
        password: 'Psalm23!',
        confirmPassword: 'Psalm23!',
      });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toEqual({ errors: { confirmPassword: AUTH_MESSAGES.sessionEnded } });

      const done = await post(
        app,
        '/api/auth/student_set_password',
        { password: 'Psalm23!', confirmPassword: 'Psalm23!' },
        { headers: { authorization: `Bearer ${set.value}` } },
      );
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ url: '/student' });
      expect(cookieOf(done, 'st')?.value).toBe(done.json().st);
      expect(cookieOf(done, 'set')?.value).toBe('');
      // The code is spent; the new password works.
      expect(
        (await post(app, '/api/auth/student_login', { email: username, password: 'K3PX-9QRT' }))
          .statusCode,
      ).toBe(401);
      expect(
        (await post(app, '/api/auth/student_login', { email: username, password: 'Psalm23!' }))
          .statusCode,
      ).toBe(200);
      // student_go rotates a live student token; a spent one ends.
      const go = await post(app, '/api/auth/student_go', { st: done.json().st });
      expect(go.statusCode).toBe(200);
      expect(go.json().url).toBe('/student');
      // (The same browser within a minute gets the first answer again: single-use-replay.test.ts.)
      const stale = await post(
        app,
        '/api/auth/student_go',
        { st: done.json().st },
        { headers: { 'user-agent': 'another browser' } },
      );
      expect(stale.json()).toEqual({ errors: { email: AUTH_MESSAGES.sessionEnded } });
      const out = await post(
        app,
        '/api/auth/logout?student=true',
        {},
        { cookies: { st: go.json().st } },
      );
      expect(out.json()).toEqual({ url: '/auth/student' });
      expect(
        (await post(app, '/api/auth/student_go', {}, { cookies: { st: go.json().st } })).statusCode,
      ).toBe(401);
    });

    it('lets a teacher, a linked parent and a platform admin sign in as a student, and nobody else', async () => {
      const teacherEmail = `${unique('t')}@example.org`;
      const teacherId = await insertUser(app, { email: teacherEmail });
      const classTeacherEmail = `${unique('ct')}@example.org`;
      const classTeacherId = await insertUser(app, { email: classTeacherEmail });
      const parentEmail = `${unique('p')}@example.org`;
      const parentId = await insertUser(app, { email: parentEmail, accountType: 'parent' });
      const adminEmail = `${unique('a')}@example.org`;
      await insertUser(app, { email: adminEmail, admin: true });
      const strangerEmail = `${unique('s')}@example.org`;
      await insertUser(app, { email: strangerEmail });
      const { id: studentId } = await insertStudent(teacherId);
      const now = new Date().toISOString();
      const classId = await insertClass(app, classTeacherId, 'Theology 8B', {
        accessCode: unique('C').slice(0, 5).padEnd(5, 'X'),
      });
      await enrol(app, classId, studentId);
      await app.db
        .insertInto('parent_students')
        .values({ parent_id: parentId, student_id: studentId, created_at: now })
        .execute();

      for (const email of [teacherEmail, classTeacherEmail, parentEmail, adminEmail]) {
        const t = await logIn(app, email);
        const response = await post(
          app,
          '/api/auth/login_as_student',
          { sid: studentId },
          { cookies: { t } },
        );
        expect(response.statusCode, email).toBe(200);
        const { st, url } = response.json();
        expect(url).toBe('/student');
        const session = await app.inject({
          method: 'GET',
          url: '/api/auth/session?student=true',
          cookies: { st },
        });
        expect(session.json()).toMatchObject({ account: { id: studentId }, impersonating: true });
        // The student's own password cannot be changed from an impersonated session.
        const change = await post(
          app,
          '/api/auth/student_set_password',
          { password: 'Hijack99', confirmPassword: 'Hijack99' },
          { headers: { authorization: `Bearer ${st}` } },
        );
        expect(change.statusCode).toBe(401);
        const out = await post(app, '/api/auth/logout?student=true', {}, { cookies: { st } });
        expect(out.statusCode).toBe(200);
      }
      const stranger = await post(
        app,
        '/api/auth/login_as_student',
        { sid: studentId },
        { cookies: { t: await logIn(app, strangerEmail) } },
      );
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toEqual({ errors: { sid: AUTH_MESSAGES.notAllowed } });
      const anonymous = await post(app, '/api/auth/login_as_student', { sid: studentId });
      expect(anonymous.statusCode).toBe(401);

      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_id', '=', studentId)
        .execute();
      expect(audit.filter((row) => row.action === 'impersonation_start')).toHaveLength(4);
      expect(audit.filter((row) => row.action === 'impersonation_end')).toHaveLength(4);
      expect(audit.map((row) => row.actor_id)).toContain(parentId);
    });

    it('lets a school admin or platform admin sign in as a teacher and log out back', async () => {
      const school = crypto.randomUUID();
      const teacherId = await insertUser(app, {
        email: `${unique('t')}@example.org`,
        schoolId: school,
      });
      const schoolAdminEmail = `${unique('sa')}@example.org`;
      const schoolAdminId = await insertUser(app, {
        email: schoolAdminEmail,
        schoolId: school,
        schoolAdmin: true,
      });
      const otherAdminEmail = `${unique('oa')}@example.org`;
      await insertUser(app, {
        email: otherAdminEmail,
        schoolId: crypto.randomUUID(),
        schoolAdmin: true,
      });
      const platformEmail = `${unique('pa')}@example.org`;
      await insertUser(app, { email: platformEmail, admin: true });

      const original = await logIn(app, schoolAdminEmail);
      const response = await post(
        app,
        '/api/auth/login_as',
        { tid: teacherId },
        { cookies: { t: original } },
      );
      expect(response.statusCode).toBe(200);
      const { t, at, url } = response.json();
      expect(at).toBe(original);
      expect(url).toBe('/teacher');
      expect(cookieOf(response, 'at')).toMatchObject({ value: original, httpOnly: true });
      expect(cookieOf(response, 'at')?.maxAge).toBeUndefined();
      expect(cookieOf(response, 't')?.value).toBe(t);
      const during = await app.inject({ method: 'GET', url: '/api/auth/session', cookies: { t } });
      expect(during.json()).toMatchObject({ account: { id: teacherId }, impersonating: true });
      // No chained impersonation from an impersonated session.
      expect(
        (await post(app, '/api/auth/login_as', { tid: schoolAdminId }, { cookies: { t } }))
          .statusCode,
      ).toBe(403);

      const back = await post(app, '/api/auth/logout', {}, { cookies: { t, at } });
      expect(back.json()).toEqual({ restored: true, url: '/teacher' });
      const rows = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_id', '=', teacherId)
        .execute();
      expect(rows).toEqual(
        expect.arrayContaining([
          { action: 'impersonation_start', actor_id: schoolAdminId },
          { action: 'impersonation_end', actor_id: schoolAdminId },
        ]),
      );

      const platform = await post(app, '/api/auth/login_as', {
        tid: teacherId,
        t: await logIn(app, platformEmail),
      });
      expect(platform.statusCode).toBe(200);
      const otherSchool = await post(
        app,
        '/api/auth/login_as',
        { tid: teacherId },
        { cookies: { t: await logIn(app, otherAdminEmail) } },
      );
      expect(otherSchool.statusCode).toBe(403);
      expect(otherSchool.json()).toEqual({ errors: { tid: AUTH_MESSAGES.notAllowed } });
      const plainEmail = `${unique('pt')}@example.org`;
      await insertUser(app, { email: plainEmail, schoolId: school });
      const plainTeacher = await post(
        app,
        '/api/auth/login_as',
        { tid: teacherId },
        { cookies: { t: await logIn(app, plainEmail) } },
      );
      expect(plainTeacher.statusCode).toBe(403);
      expect((await post(app, '/api/auth/login_as', { tid: teacherId })).statusCode).toBe(401);
      const missing = await post(app, '/api/auth/login_as', {}, { cookies: { t: original } });
      expect(missing.json()).toEqual({ errors: { tid: 'A teacher id is required' } });
    });
  });
}
