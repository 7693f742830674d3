import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_INVITE } from '../../../common/copy/auth';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { verifyPassword } from '../../lib/passwords';
import {
  cookieOf,
  insertUser,
  linkIn,
  outbox,
  post,
  TEST_PASSWORD,
  insertStudent as newStudent,
  insertClass,
} from '../../../tests/support/factories';
import { VALIDATION } from '../../../common/validation/messages';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

for (const database of testDatabases()) {
  describe(`student sign-up, invitations and student password reset on ${database.name}`, () => {
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

    /** A teacher 'Thomas Reyes' with a class, its Access Code and optional invitation rows. */
    async function teacherWithClass(title = 'Theology 8B') {
      const teacherId = await insertUser(app, { email: `${unique('teacher')}@example.org` });
      await app.db
        .updateTable('users')
        .set({ first_name: 'Thomas', last_name: 'Reyes' })
        .where('id', '=', teacherId)
        .execute();
      const accessCode = unique('AC').slice(0, 20).toUpperCase();
      const classId = await insertClass(app, teacherId, title, { accessCode });
      return { teacherId, classId, accessCode };
    }

    async function insertInvitation(
      classId: string,
      createdBy: string,
      fields: { email?: string; expiresAt?: string; usedAt?: string } = {},
    ) {
      const code = unique('JOIN-').toUpperCase();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code,
          class_id: classId,
          created_by: createdBy,
          email: fields.email ?? null,
          expires_at: fields.expiresAt ?? null,
          used_at: fields.usedAt ?? null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return code;
    }

    const signupBody = (email: string, i?: string) => ({
      email,
      firstName: 'Peter',
      lastName: 'Okafor',
      password: 'Shepherd42',
      confirmPassword: 'Shepherd42',
      role: 5,
      accountType: 'parent',
      ...(i === undefined ? {} : { i }),
    });

    const studentSignup = (payload: unknown, ip = randomIp()) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/student_signup',
        remoteAddress: ip,
        headers: { origin: 'http://localhost:3011', 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });

    /** The student's place in the class, and their request to join it. */
    async function placeOf(email: string, classId: string) {
      const student = await app.db
        .selectFrom('students')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const seated = await app.db
        .selectFrom('class_students')
        .select('class_id')
        .where('student_id', '=', student.id)
        .execute();
      const requests = await app.db
        .selectFrom('class_join_requests')
        .select(['class_id', 'status'])
        .where('student_id', '=', student.id)
        .execute();
      return {
        seated: seated.some((row) => row.class_id === classId),
        requests: requests.filter((row) => row.class_id === classId).map((row) => row.status),
      };
    }

    it('creates a student in the class of a personal invitation and signs them in', async () => {
      const { teacherId, classId } = await teacherWithClass();
      const email = `${unique('peter')}@school.example`;
      const code = await insertInvitation(classId, teacherId, { email });
      const response = await studentSignup(signupBody(email.toUpperCase(), code.toLowerCase()));
      expect(response.statusCode).toBe(200);
      const { st, url } = response.json();
      expect(url).toBe('/student');
      expect(cookieOf(response, 'st')).toMatchObject({
        value: st,
        httpOnly: true,
        sameSite: 'Lax',
      });

      const student = await app.db
        .selectFrom('students')
        .innerJoin('class_students', 'class_students.student_id', 'students.id')
        .selectAll('students')
        .select('class_students.class_id')
        .where('students.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(student).toMatchObject({
        first_name: 'Peter',
        last_name: 'Okafor',
        grade: null,
        username: null,
        administrator_id: teacherId,
        class_id: classId,
      });
      expect(await verifyPassword(student.password_hash, 'Shepherd42')).toBe(true);

      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session?student=true',
        cookies: { st },
      });
      expect(session.json().account).toMatchObject({ type: 'student', email });
      const login = await post(app, '/api/auth/student_login', { email, password: 'Shepherd42' });
      expect(login.statusCode).toBe(200);
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('target_id', '=', student.id)
        .where('action', '=', 'student_signup')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ classId, membership: 'join' });
      expect(response.json().message).toBeUndefined();
      expect(await placeOf(email, classId)).toEqual({ seated: true, requests: [] });
    });

    it("with the class's Access Code or an open class invitation, only asks the teacher to seat them", async () => {
      const { teacherId, accessCode, classId } = await teacherWithClass();
      const open = await insertInvitation(classId, teacherId);
      for (const code of [` ${accessCode.toLowerCase()} `, open, open]) {
        const email = `${unique('ana')}@school.example`;
        const response = await studentSignup(signupBody(email, code));
        expect(response.statusCode).toBe(200);
        // Signed in, and told the request awaits their teacher.
        expect(response.json()).toMatchObject({
          url: '/student',
          message: STUDENT_INVITE.awaitingTeacher,
        });
        expect(response.json().st).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await placeOf(email, classId)).toEqual({ seated: false, requests: ['pending'] });
      }
    });

    it('refuses a missing, unknown, expired or used invitation with the same message', async () => {
      const { teacherId, classId } = await teacherWithClass();
      const expired = await insertInvitation(classId, teacherId, {
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      const used = await insertInvitation(classId, teacherId, {
        usedAt: new Date().toISOString(),
      });
      const refusal = { errors: { email: AUTH_MESSAGES.invitationInvalid } };
      for (const code of [undefined, '', 'NOPE-0000', expired, used]) {
        const email = `${unique('x')}@school.example`;
        const response = await studentSignup(signupBody(email, code));
        expect(response.statusCode, String(code)).toBe(400);
        expect(response.json()).toEqual(refusal);
        const created = await app.db
          .selectFrom('students')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        expect(created).toBeUndefined();
      }
    });

    it('uses a personal invitation (with an addressee) only once', async () => {
      const { teacherId, classId } = await teacherWithClass();
      const code = await insertInvitation(classId, teacherId, { email: 'one@school.example' });
      expect(
        (await studentSignup(signupBody(`${unique('a')}@school.example`, code))).statusCode,
      ).toBe(200);
      const again = await studentSignup(signupBody(`${unique('b')}@school.example`, code));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ errors: { email: AUTH_MESSAGES.invitationInvalid } });
    });

    it('answers a taken address like a bad invitation and tells the owner by email', async () => {
      const { accessCode } = await teacherWithClass();
      const email = `${unique('taken')}@school.example`;
      expect((await studentSignup(signupBody(email, accessCode))).statusCode).toBe(200);
      const again = await studentSignup(signupBody(email, accessCode));
      const bad = await studentSignup(signupBody(`${unique('free')}@school.example`, 'NOPE-1'));
      expect(again.statusCode).toBe(400);
      expect(again.body).toBe(bad.body);
      const mails = await outbox(app, email);
      expect(mails).toHaveLength(1);
      expect(linkIn(mails[0]!.text_body, '/auth/student').pathname).toBe('/auth/student');
      const count = await app.db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('validates the sign-up body with the shared messages (object errors)', async () => {
      const response = await studentSignup({ email: 'nope', password: '12', confirmPassword: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        email: VALIDATION.emailInvalid,
        firstName: VALIDATION.firstNameRequired,
        password: VALIDATION.passwordMin5,
      });
    });

    it('describes an invitation with the class and the teacher’s first name and initial', async () => {
      const { teacherId, classId, accessCode } = await teacherWithClass('Scripture 9');
      const code = await insertInvitation(classId, teacherId);
      for (const i of [code, accessCode.toLowerCase()]) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/auth/invitation?i=${encodeURIComponent(i)}`,
          remoteAddress: randomIp(),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ className: 'Scripture 9', teacherName: 'Thomas R.' });
      }
      for (const url of ['/api/auth/invitation?i=NOPE', '/api/auth/invitation']) {
        const response = await app.inject({ method: 'GET', url, remoteAddress: randomIp() });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: { i: AUTH_MESSAGES.invitationNotFound } });
      }
    });

    it('slows down code guessing per IP address, then lets the window pass', async () => {
      const { accessCode } = await teacherWithClass();
      const ip = randomIp();
      const lookup = (i: string) =>
        app.inject({ method: 'GET', url: `/api/auth/invitation?i=${i}`, remoteAddress: ip });
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await lookup(`WRONG${attempt}`)).statusCode).toBe(404);
      }
      const blocked = await lookup(accessCode);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors.i).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      const signup = await studentSignup(
        signupBody(`${unique('z')}@school.example`, accessCode),
        ip,
      );
      expect(signup.statusCode).toBe(429);
      // Another address is not affected.
      const elsewhere = await app.inject({
        method: 'GET',
        url: `/api/auth/invitation?i=${accessCode}`,
        remoteAddress: randomIp(),
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    describe('student password reset by email', () => {
      async function insertStudent(fields: { email: string | null; username?: string }) {
        const teacherId = await insertUser(app, { email: `${unique('t')}@example.org` });
        const student = await newStudent(app, {
          administratorId: teacherId,
          username: fields.username ?? unique('reset.'),
          email: fields.email,
          passwordHash: true,
        });
        return student.id;
      }

      const forgot = (email: string) => post(app, '/api/auth/forgot?student=true', { email });

      it('emails a one-hour, single-use link that leads through set-password', async () => {
        const email = `${unique('maria')}@school.example`;
        await insertStudent({ email });
        const answer = await forgot(email.toUpperCase());
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
        const [mail] = await outbox(app, email);
        const link = linkIn(mail!.text_body, '/auth/student/setPassword');
        expect(link.pathname).toBe('/auth/student/setPassword');
        const c = link.searchParams.get('c')!;
        const stored = await app.db
          .selectFrom('verification_codes')
          .select(['code_hash', 'expires_at', 'purpose'])
          .where('purpose', '=', 'student_reset_password')
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow();
        expect(stored.code_hash).not.toContain(c);
        const lifetime = Date.parse(stored.expires_at) - Date.now();
        expect(lifetime).toBeGreaterThan(59 * 60_000);
        expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

        const exchange = await post(app, '/api/auth/student_reset_code', { c });
        expect(exchange.statusCode).toBe(200);
        expect(exchange.json()).toEqual({ url: '/auth/student/setPassword' });
        const set = cookieOf(exchange, 'set')!;
        expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 86400 });
        // From another browser (the same one within a minute is answered like the first time).
        const reused = await post(
          app,
          '/api/auth/student_reset_code',
          { c },
          { headers: { 'user-agent': 'another browser' } },
        );
        expect(reused.statusCode).toBe(400);
        expect(reused.json()).toEqual({ errors: { c: AUTH_MESSAGES.resetInvalid } });

        const done = await post(
          app,
          '/api/auth/student_set_password',
          { password: 'NewPsalm23', confirmPassword: 'NewPsalm23' },
          { cookies: { set: set.value } },
        );
        expect(done.statusCode).toBe(200);
        expect(done.json().url).toBe('/student');
        const [, changed] = await outbox(app, email);
        expect(changed?.subject).toBe('Your Lectio password was changed');
        expect(changed?.html_body).toContain('Your password was changed');
        expect(linkIn(changed!.text_body, '/auth/forgotPassword').search).toBe('?student=true');
        const newLogin = await post(app, '/api/auth/student_login', {
          email,
          password: 'NewPsalm23',
        });
        expect(newLogin.statusCode).toBe(200);
        const oldLogin = await post(app, '/api/auth/student_login', {
          email,
          password: TEST_PASSWORD,
        });
        expect(oldLogin.statusCode).toBe(401);
      });

      it('finds a student with an email by username too, and answers the same for everyone', async () => {
        const email = `${unique('byname')}@school.example`;
        await insertStudent({ email, username: unique('by.name') });
        const username = (
          await app.db
            .selectFrom('students')
            .select('username')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).username!;
        const noEmailUsername = unique('only.username');
        await insertStudent({ email: null, username: noEmailUsername });
        const answers = [
          await forgot(username),
          await forgot(noEmailUsername),
          await forgot('nobody@school.example'),
        ];
        for (const answer of answers) {
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
        }
        expect(await outbox(app, email)).toHaveLength(1);
      });

      it('refuses an unknown, expired or teacher reset code', async () => {
        const email = `${unique('expired')}@school.example`;
        const studentId = await insertStudent({ email });
        await forgot(email);
        const c = linkIn(
          (await outbox(app, email))[0]!.text_body,
          '/auth/student/setPassword',
        ).searchParams.get('c')!;
        await app.db
          .updateTable('verification_codes')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('subject_id', '=', studentId)
          .execute();
        const teacherEmail = `${unique('teach')}@example.org`;
        await insertUser(app, { email: teacherEmail });
        await post(app, '/api/auth/forgot', { email: teacherEmail });
        const teacherCode = linkIn(
          (await outbox(app, teacherEmail))[0]!.text_body,
          '/auth/reset_password',
        ).searchParams.get('c')!;
        for (const code of [c, 'not-a-code', teacherCode]) {
          const response = await post(app, '/api/auth/student_reset_code', { c: code });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ errors: { c: AUTH_MESSAGES.resetInvalid } });
          expect(cookieOf(response, 'set')).toBeUndefined();
        }
        const empty = await post(app, '/api/auth/student_reset_code', {});
        expect(empty.statusCode).toBe(400);
        expect(empty.json().errors.c).toBe('The reset link is incomplete');
      });
    });
  });
}
