import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startFakeGoogle, type FakeGoogle } from '../../../tests/support/fake-google';
import { buildTestApp } from '../../../tests/support/test-app';
import { AUTH_MESSAGES } from './messages';
import { cookieOf, insertUser, post } from './test-support';

for (const database of testDatabases()) {
  describe(`student Google sign-in on ${database.name}`, () => {
    let app: FastifyInstance;
    let google: FakeGoogle;
    let classId: string;
    let teacherId: string;
    const ACCESS_CODE = 'G7K2P';

    beforeAll(async () => {
      google = await startFakeGoogle();
      app = await buildTestApp(await database.create(), {
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_JWKS_URL: google.jwksUrl,
      });
      teacherId = await insertUser(app, { email: 'google.teacher@example.org' });
      classId = crypto.randomUUID();
      await app.db
        .insertInto('classes')
        .values({
          id: classId,
          title: 'Theology 10',
          access_code: ACCESS_CODE,
          teacher_id: teacherId,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    afterAll(async () => {
      await app.close();
      await google.close();
      await database.dropAll();
    });

    const googleLogin = (body: unknown) => post(app, '/api/auth/student_google_login', body);
    const failure = (reason: string) => ({
      errors: { token: AUTH_MESSAGES.googleFailed(reason) },
    });

    it('creates the student in the class of an Access Code, keeping only email and names', async () => {
      const token = await google.idToken({
        sub: 'google-sub-new-1',
        email: 'Grace.H@School.example',
        given_name: 'Grace',
        family_name: 'Hopper',
      });
      const response = await googleLogin({ token, code: ACCESS_CODE.toLowerCase() });
      expect(response.statusCode).toBe(200);
      const { st, url } = response.json();
      expect(url).toBe('/student');
      expect(cookieOf(response, 'st')).toMatchObject({ value: st, httpOnly: true });

      const student = await app.db
        .selectFrom('students')
        .selectAll()
        .where('email', '=', 'grace.h@school.example')
        .executeTakeFirstOrThrow();
      expect(student).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
        grade: null,
        username: null,
        password_hash: null,
        login_code_hash: null,
        administrator_id: teacherId,
      });
      // Nothing else of the Google profile (name, picture) is stored anywhere on the row.
      expect(JSON.stringify(student)).not.toContain('photo.png');
      const identity = await app.db
        .selectFrom('google_identities')
        .selectAll()
        .where('student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(identity).toMatchObject({
        issuer: 'https://accounts.google.com',
        subject: 'google-sub-new-1',
      });
      const membership = await app.db
        .selectFrom('class_students')
        .select('class_id')
        .where('student_id', '=', student.id)
        .execute();
      // The open Access Code asks to join: a teacher of the class approves first.
      expect(membership).toEqual([]);
      const request = await app.db
        .selectFrom('class_join_requests')
        .select(['class_id', 'status'])
        .where('student_id', '=', student.id)
        .execute();
      expect(request).toEqual([{ class_id: classId, status: 'pending' }]);
      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', student.id)
        .execute();
      expect(audit.map((row) => row.action)).toContain('student_google_signup');

      // The same Google account (either issuer spelling) signs the same student in later,
      // by issuer + subject, even after it changed its email address.
      const again = await googleLogin({
        token: await google.idToken({
          sub: 'google-sub-new-1',
          iss: 'accounts.google.com',
          email: 'renamed@school.example',
        }),
      });
      expect(again.statusCode).toBe(200);
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session?student=true',
        cookies: { st: again.json().st },
      });
      expect(session.json().account).toMatchObject({ id: student.id, type: 'student' });
      const students = await app.db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('administrator_id', '=', teacherId)
        .executeTakeFirstOrThrow();
      expect(Number(students.n)).toBe(1);
    });

    it('links a student whose email Google has verified', async () => {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await app.db
        .insertInto('students')
        .values({
          id,
          first_name: 'Maria',
          last_name: 'Gomez',
          grade: '7',
          username: 'maria.google',
          email: 'maria.google@school.example',
          password_hash: null,
          login_code_hash: null,
          administrator_id: teacherId,
          google_subject: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const response = await googleLogin({
        token: await google.idToken({
          sub: 'google-sub-maria',
          email: 'maria.google@school.example',
          given_name: 'Mary',
        }),
      });
      expect(response.statusCode).toBe(200);
      const linked = await app.db
        .selectFrom('google_identities')
        .select('student_id')
        .where('subject', '=', 'google-sub-maria')
        .executeTakeFirstOrThrow();
      expect(linked.student_id).toBe(id);
      // The teacher's record is kept as it was.
      const row = await app.db
        .selectFrom('students')
        .select('first_name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.first_name).toBe('Maria');
    });

    it('tells an unknown Google account without a code to ask for the class access code', async () => {
      const response = await googleLogin({ token: await google.idToken({ sub: 'stranger-1' }) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { token: AUTH_MESSAGES.googleNoAccount } });
      expect(cookieOf(response, 'st')).toBeUndefined();
      const withBadCode = await googleLogin({
        token: await google.idToken({ sub: 'stranger-1' }),
        code: 'ZZZZZ',
      });
      expect(withBadCode.statusCode).toBe(400);
      expect(withBadCode.json()).toEqual({ errors: { code: AUTH_MESSAGES.invitationInvalid } });
      const identities = await app.db
        .selectFrom('google_identities')
        .select('student_id')
        .where('subject', '=', 'stranger-1')
        .execute();
      expect(identities).toEqual([]);
    });

    it('refuses a wrong audience, an expired token, a forged signature and an unverified email', async () => {
      const hourAgo = Math.floor(Date.now() / 1000) - 7200;
      const cases: [string, string][] = [
        [
          await google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
          'wrong audience',
        ],
        [await google.idToken({}, { issuedAt: hourAgo, lifetime: 3600 }), 'the token has expired'],
        [await google.forgedIdToken(), 'signature is invalid'],
        [await google.idToken({ email_verified: false }), 'the email address is not verified'],
        [await google.idToken({ iss: 'https://evil.example' }), 'wrong issuer'],
        ['not-a-jwt', 'the token is malformed'],
      ];
      for (const [token, reason] of cases) {
        const response = await googleLogin({ token, code: ACCESS_CODE });
        expect(response.statusCode, reason).toBe(400);
        expect(response.json()).toEqual(failure(reason));
        expect(cookieOf(response, 'st')).toBeUndefined();
      }
      const missing = await googleLogin({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.token).toMatch(/^Google sign-in failed/);
    });
  });
}

describe('student Google sign-in without configuration', () => {
  it('answers 404 when GOOGLE_CLIENT_ID is not set', async () => {
    const app = await buildTestApp('sqlite::memory:');
    const response = await post(app, '/api/auth/student_google_login', { token: 'x.y.z' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { token: AUTH_MESSAGES.googleUnavailable } });
    await app.close();
  });

  it('answers 503, not 500, when the keys cannot be fetched', async () => {
    const google = await startFakeGoogle();
    const token = await google.idToken();
    await google.close();
    const app = await buildTestApp('sqlite::memory:', {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    const response = await post(app, '/api/auth/student_google_login', { token });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors.token).toMatch(/^Google sign-in failed: /);
    await app.close();
  });
});
