import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_INVITE } from '../../../common/copy/auth';
import { classPagePath, PATHS } from '../../../common/routes';
import { testDatabases } from '../../../tests/support/databases';
import { startFakeGoogle, type FakeGoogle } from '../../../tests/support/fake-google';
import { buildTestApp } from '../../../tests/support/test-app';
import { eventually } from '../../../tests/support/live-timer';
import {
  cookieOf,
  insertStudent as newStudent,
  insertUser,
  linkIn,
  outbox,
  post,
  insertClass,
} from '../../../tests/support/factories';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

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
      classId = await insertClass(app, teacherId, 'Theology 10', { accessCode: ACCESS_CODE });
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

    async function insertStudent(email: string, { verifiedAt }: { verifiedAt: string | null }) {
      const student = await newStudent(app, {
        administratorId: teacherId,
        username: email.split('@')[0]!,
        email,
        emailVerifiedAt: verifiedAt,
      });
      return student.id;
    }

    /** Whether the student sits in the class, and their requests to join it. */
    async function placeOf(studentId: string, inClass = classId) {
      const seated = await app.db
        .selectFrom('class_students')
        .select('class_id')
        .where('student_id', '=', studentId)
        .where('class_id', '=', inClass)
        .execute();
      const requests = await app.db
        .selectFrom('class_join_requests')
        .select('status')
        .where('student_id', '=', studentId)
        .where('class_id', '=', inClass)
        .execute();
      return { seated: seated.length > 0, requests: requests.map((row) => row.status) };
    }

    it('creates the student in the class of an Access Code, keeping only email and names', async () => {
      const token = await google.idToken({
        sub: 'google-sub-new-1',
        email: 'Grace.H@School.example',
        given_name: 'Grace',
        family_name: 'Hopper',
      });
      const heard: string[] = [];
      const stopListening = app.live.subscribe(`account:user:${teacherId}`, (event) =>
        heard.push(event.type),
      );
      await app.live.ready();
      const response = await googleLogin({ token, code: ACCESS_CODE.toLowerCase() });
      expect(response.statusCode).toBe(200);
      const { st, url, message } = response.json();
      expect(url).toBe('/student');
      expect(message).toBe(STUDENT_INVITE.awaitingTeacher);
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
      // Google verified the address, so it is proven here too.
      expect(student.email_verified_at).not.toBeNull();
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
      // The class's teacher is notified, and their open bell hears of it.
      const notified = await app.db
        .selectFrom('notifications')
        .select(['kind', 'actor_name', 'link'])
        .where('recipient_user_id', '=', teacherId)
        // Other tests of this file file requests to this class and sign Grace in elsewhere.
        .where('class_id', '=', classId)
        .where('actor_name', '=', 'Grace H.')
        .execute();
      expect(notified).toEqual([
        { kind: 'join_request', actor_name: 'Grace H.', link: classPagePath(classId) },
      ]);
      await eventually(() => heard.includes('notification'), 'the teacher’s bell to hear of it');
      stopListening();
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
      // No second student was made for the new address (tests may run in any order, so the
      // count is of this Google account's addresses, not of the teacher's students).
      const students = await app.db
        .selectFrom('students')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', 'in', ['grace.h@school.example', 'renamed@school.example'])
        .executeTakeFirstOrThrow();
      expect(Number(students.n)).toBe(1);
    });

    it('links a student whose email both Google and Lectio have verified', async () => {
      const now = new Date().toISOString();
      const id = await insertStudent('maria.google@school.example', { verifiedAt: now });
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

    it('never hands Google an account whose email was only typed at sign-up; a reset link proves it', async () => {
      // Someone signed up with another person's address and knows the password.
      const victim = 'ines.victim@school.example';
      const squatter = await post(app, '/api/auth/student_signup', {
        email: victim,
        firstName: 'Not',
        lastName: 'Ines',
        password: 'Squatter1',
        confirmPassword: 'Squatter1',
        role: 5,
        i: ACCESS_CODE,
      });
      expect(squatter.statusCode).toBe(200);
      const squatted = await app.db
        .selectFrom('students')
        .select(['id', 'email_verified_at'])
        .where('email', '=', victim)
        .executeTakeFirstOrThrow();
      expect(squatted.email_verified_at).toBeNull();

      // The address's owner signs in with Google: refused, with the way out.
      const token = () => google.idToken({ sub: 'google-sub-ines', email: victim });
      for (const code of [undefined, ACCESS_CODE]) {
        const refused = await googleLogin({ token: await token(), ...(code ? { code } : {}) });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ errors: { token: AUTH_MESSAGES.googleEmailUnproven } });
        expect(cookieOf(refused, 'st')).toBeUndefined();
      }
      const identities = await app.db
        .selectFrom('google_identities')
        .select('student_id')
        .where('subject', '=', 'google-sub-ines')
        .execute();
      expect(identities).toEqual([]);

      // The owner proves the address with the reset link sent to it; then Google links.
      await post(app, '/api/auth/forgot?student=true', { email: victim });
      const mails = await outbox(app, victim);
      const link = linkIn(mails.at(-1)!.text_body, PATHS.studentSetPassword);
      const exchanged = await post(app, '/api/auth/student_reset_code', {
        c: link.searchParams.get('c'),
      });
      expect(exchanged.statusCode).toBe(200);
      const linked = await googleLogin({ token: await token() });
      expect(linked.statusCode).toBe(200);
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session?student=true',
        cookies: { st: linked.json().st },
      });
      expect(session.json().account.id).toBe(squatted.id);
    });

    it('seats by a personal invitation, and asks the teacher for any class code, for signed-up Google students too', async () => {
      const invited = 'paul.invited@school.example';
      const code = `JOIN-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code,
          class_id: classId,
          created_by: teacherId,
          email: invited,
          expires_at: null,
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const first = await googleLogin({
        token: await google.idToken({ sub: 'google-sub-paul', email: invited }),
        code,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBeUndefined();
      const paul = await app.db
        .selectFrom('students')
        .select('id')
        .where('email', '=', invited)
        .executeTakeFirstOrThrow();
      expect(await placeOf(paul.id)).toEqual({ seated: true, requests: [] });
      // The personal invitation is spent: a second Google student cannot use it.
      const reused = await googleLogin({
        token: await google.idToken({ sub: 'google-sub-other' }),
        code,
      });
      expect(reused.statusCode).toBe(400);

      // A Google student who already has an account, arriving with the Access Code, asks.
      const otherCode = 'H8M3Q';
      const otherClass = await insertClass(app, teacherId, 'Scripture 11', {
        accessCode: otherCode,
      });
      const asking = await googleLogin({
        token: await google.idToken({ sub: 'google-sub-paul', email: invited }),
        code: otherCode,
      });
      expect(asking.statusCode).toBe(200);
      expect(asking.json().message).toBe(STUDENT_INVITE.awaitingTeacher);
      expect(await placeOf(paul.id, otherClass)).toEqual({
        seated: false,
        requests: ['pending'],
      });

      // With a personal invitation to that class the same student is seated, and it is spent.
      const personal = `JOIN-${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
      await app.db
        .insertInto('invitations')
        .values({
          id: crypto.randomUUID(),
          code: personal,
          class_id: otherClass,
          created_by: teacherId,
          email: invited,
          expires_at: null,
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const seated = await googleLogin({
        token: await google.idToken({ sub: 'google-sub-paul', email: invited }),
        code: personal,
      });
      expect(seated.statusCode).toBe(200);
      expect(await placeOf(paul.id, otherClass)).toMatchObject({ seated: true });
      const spent = await googleLogin({
        token: await google.idToken({ sub: 'google-sub-someone' }),
        code: personal,
      });
      expect(spent.statusCode).toBe(400);
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
