import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import type { VerificationPurpose } from '../../db/schema';
import { SINGLE_USE_REPLAY_WINDOW_MS } from './single-use-replay';
import { cookieOf, insertStudent, insertUser, post } from '../../../tests/support/factories';
import { hashToken } from '../../lib/tokens';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * Issue 9: a single-use call repeated by the same browser within the window (an effect run
 * twice, a double click) answers like the first call, and the code is still spent once; from
 * another browser, or after the window, the repeat fails as before.
 */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Lectio-test' };
const OTHER_BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/17 Lectio-test' };
const START = new Date('2030-03-01T09:00:00Z');

for (const database of testDatabases()) {
  describe(`single-use calls repeated by the same browser on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;
    const address = (label: string) => `${label}.${++counter}.${Date.now()}@example.org`;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const call = (
      path: string,
      body: unknown,
      {
        browser = BROWSER,
        cookies,
        ip,
      }: { browser?: Record<string, string>; cookies?: Record<string, string>; ip?: string } = {},
    ) =>
      ip
        ? app.inject({
            method: 'POST',
            url: `/api/auth/${path}`,
            headers: {
              origin: 'http://localhost:3011',
              'content-type': 'application/json',
              ...browser,
            },
            payload: JSON.stringify(body),
            remoteAddress: ip,
            ...(cookies ? { cookies } : {}),
          })
        : post(app, `/api/auth/${path}`, body, {
            headers: browser,
            ...(cookies ? { cookies } : {}),
          });

    async function issue(
      purpose: VerificationPurpose,
      subjectType: 'user' | 'student',
      subjectId: string,
    ): Promise<string> {
      const code = `code-${purpose}-${++counter}-${Math.random().toString(36).slice(2)}`;
      await app.db
        .insertInto('verification_codes')
        .values({
          id: crypto.randomUUID(),
          purpose,
          subject_type: subjectType,
          subject_id: subjectId,
          code_hash: hashToken(code),
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return code;
    }

    async function newStudent(administrator?: string): Promise<string> {
      const administratorId = administrator ?? (await insertUser(app, { email: address('admin') }));
      return (await insertStudent(app, { administratorId })).id;
    }

    const sessionsOf = async (subjectId: string) =>
      (
        await app.db
          .selectFrom('sessions')
          .select('id')
          .where('subject_id', '=', subjectId)
          .execute()
      ).length;

    const auditCount = async (action: string, targetId: string) =>
      (
        await app.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', action)
          .where('target_id', '=', targetId)
          .execute()
      ).length;

    /** Same status, same body and the same session cookie as the first answer. */
    function expectSameAnswer(
      repeat: LightMyRequestResponse,
      first: LightMyRequestResponse,
      cookie: string,
    ) {
      expect(repeat.statusCode).toBe(first.statusCode);
      expect(repeat.json()).toEqual(first.json());
      expect(cookieOf(repeat, cookie)?.value).toBe(cookieOf(first, cookie)?.value);
    }

    async function unconfirmedTeacher() {
      const email = address('confirm');
      const id = await insertUser(app, { email, confirmed: false });
      return { id, email, code: await issue('confirm_email', 'user', id) };
    }

    it('confirm_email: the same browser again within the window gets the same session; another browser, or another address, an error', async () => {
      const { id, email, code } = await unconfirmedTeacher();
      const first = await call('confirm_email', { e: email, c: code });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        url: '/teacher',
        message: AUTH_MESSAGES.emailConfirmed,
      });

      const again = await call('confirm_email', { e: email, c: code });
      expectSameAnswer(again, first, 't');
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: cookieOf(again, 't')!.value },
      });
      expect(session.statusCode).toBe(200);

      const invalid = { errors: { c: AUTH_MESSAGES.confirmationInvalid } };
      const otherBrowser = await call(
        'confirm_email',
        { e: email, c: code },
        { browser: OTHER_BROWSER },
      );
      expect(otherBrowser.statusCode).toBe(400);
      expect(otherBrowser.json()).toEqual(invalid);
      expect(cookieOf(otherBrowser, 't')).toBeUndefined();
      const otherAddress = await call(
        'confirm_email',
        { e: email, c: code },
        { ip: '203.0.113.9' },
      );
      expect(otherAddress.statusCode).toBe(400);
      expect(otherAddress.json()).toEqual(invalid);
      // One spend: one session, one audit row.
      expect(await sessionsOf(id)).toBe(1);
      expect(await auditCount('email_confirmed', id)).toBe(1);
    });

    it('confirm_email: a repeat after the window fails as before (clock moved, no sleep)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(START);
      const { email, code } = await unconfirmedTeacher();
      const first = await call('confirm_email', { e: email, c: code });
      expect(first.statusCode).toBe(200);
      vi.setSystemTime(START.getTime() + SINGLE_USE_REPLAY_WINDOW_MS - 1000);
      expectSameAnswer(await call('confirm_email', { e: email, c: code }), first, 't');
      vi.setSystemTime(START.getTime() + SINGLE_USE_REPLAY_WINDOW_MS);
      const late = await call('confirm_email', { e: email, c: code });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ errors: { c: AUTH_MESSAGES.confirmationInvalid } });
    });

    it('confirm_email: five at once from one browser spend the code once and all get the same session', async () => {
      const { id, email, code } = await unconfirmedTeacher();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call('confirm_email', { e: email, c: code })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const tokens = new Set(answers.map((answer) => cookieOf(answer, 't')?.value));
      expect(tokens.size).toBe(1);
      expect(await sessionsOf(id)).toBe(1);
      expect(await auditCount('email_confirmed', id)).toBe(1);
    });

    it('an invalid code is not kept: its repeat fails too, and stores nothing', async () => {
      const { email } = await unconfirmedTeacher();
      const body = { e: email, c: 'not-a-code' };
      expect((await call('confirm_email', body)).statusCode).toBe(400);
      expect((await call('confirm_email', body)).statusCode).toBe(400);
      const kept = await app.db.selectFrom('single_use_replays').select('state').execute();
      expect(kept.every((row) => row.state === 'done')).toBe(true);
    });

    it('keeps neither the code nor the session in the database (hashed names, sealed answers)', async () => {
      const { email, code } = await unconfirmedTeacher();
      const first = await call('confirm_email', { e: email, c: code });
      const token = cookieOf(first, 't')!.value;
      const rows = await app.db.selectFrom('single_use_replays').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const text = JSON.stringify(row);
        expect(text).not.toContain(token);
        expect(text).not.toContain(code);
        expect(text).not.toContain(email);
      }
    });

    it('teacher_set_password: the same reset again answers the same session; another browser, or another password, an error', async () => {
      const email = address('reset');
      const id = await insertUser(app, { email });
      const c = await issue('reset_password', 'user', id);
      const body = { c, password: 'NewPass1', confirmPassword: 'NewPass1' };
      const first = await call('teacher_set_password', body);
      expect(first.statusCode).toBe(200);
      expectSameAnswer(await call('teacher_set_password', body), first, 't');
      const resetInvalid = { errors: { c: AUTH_MESSAGES.resetInvalid } };
      const otherBrowser = await call('teacher_set_password', body, { browser: OTHER_BROWSER });
      expect(otherBrowser.statusCode).toBe(400);
      expect(otherBrowser.json()).toEqual(resetInvalid);
      const otherPassword = await call('teacher_set_password', {
        c,
        password: 'NewPass2',
        confirmPassword: 'NewPass2',
      });
      expect(otherPassword.json()).toEqual(resetInvalid);
      expect(await auditCount('password_changed', id)).toBe(1);
    });

    it('student_reset_code then student_set_password: each repeated at once, or again, by the same browser spends once', async () => {
      const studentId = await newStudent();
      const c = await issue('student_reset_password', 'student', studentId);
      const [exchanged, exchangedAgain] = await Promise.all([
        call('student_reset_code', { c }),
        call('student_reset_code', { c }),
      ]);
      expect(exchanged.statusCode).toBe(200);
      expectSameAnswer(exchangedAgain, exchanged, 'set');
      expect(await auditCount('student_reset_code_used', studentId)).toBe(1);
      const stranger = await call('student_reset_code', { c }, { browser: OTHER_BROWSER });
      expect(stranger.statusCode).toBe(400);

      const set = cookieOf(exchanged, 'set')!.value;
      const password = { password: 'faith-hope-love', confirmPassword: 'faith-hope-love' };
      const [saved, savedAgain] = await Promise.all([
        call('student_set_password', password, { cookies: { set } }),
        call('student_set_password', password, { cookies: { set } }),
      ]);
      expect(saved.statusCode).toBe(200);
      expectSameAnswer(savedAgain, saved, 'st');
      expect(await auditCount('student_password_set', studentId)).toBe(1);
      // The page sent it again after the first answer: the browser now holds `st`, not `set`.
      const st = cookieOf(saved, 'st')!.value;
      expectSameAnswer(
        await call('student_set_password', password, { cookies: { st } }),
        saved,
        'st',
      );
      // Another browser with the spent set token: refused as before.
      const late = await call('student_set_password', password, {
        browser: OTHER_BROWSER,
        cookies: { set },
      });
      expect(late.statusCode).toBe(401);
    });

    it('student_go: two at once rotate the token once; the old token fails from another browser', async () => {
      const studentId = await newStudent();
      const { token } = await app.sessions.create({
        kind: 'student',
        subjectType: 'student',
        subjectId: studentId,
      });
      const [first, second] = await Promise.all([
        call('student_go', {}, { cookies: { st: token } }),
        call('student_go', {}, { cookies: { st: token } }),
      ]);
      expect(first.statusCode).toBe(200);
      expectSameAnswer(second, first, 'st');
      expect(cookieOf(first, 'st')?.value).not.toBe(token);
      const stranger = await call(
        'student_go',
        {},
        { browser: OTHER_BROWSER, cookies: { st: token } },
      );
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json()).toEqual({ errors: { email: AUTH_MESSAGES.sessionEnded } });
    });

    it('login_as: the same browser again (before or after the first answer) gets the same session; another browser is refused', async () => {
      const adminEmail = address('admin');
      await insertUser(app, { email: adminEmail, admin: true });
      const signedIn = await call('login', { email: adminEmail, password: 'LectioTest1' });
      const t = cookieOf(signedIn, 't')!.value;
      const teacherId = await insertUser(app, { email: address('teacher') });

      const [first, concurrent] = await Promise.all([
        call('login_as', { tid: teacherId }, { cookies: { t } }),
        call('login_as', { tid: teacherId }, { cookies: { t } }),
      ]);
      expect(first.statusCode).toBe(200);
      expectSameAnswer(concurrent, first, 't');
      expect(cookieOf(concurrent, 'at')?.value).toBe(t);
      // The page asked again after the first answer: its cookies are now the new ones.
      const after = await call(
        'login_as',
        { tid: teacherId },
        { cookies: { t: cookieOf(first, 't')!.value, at: t } },
      );
      expectSameAnswer(after, first, 't');
      expect(await auditCount('impersonation_start', teacherId)).toBe(1);
      // Another browser holding the impersonated session cannot go on from it.
      const stranger = await call(
        'login_as',
        { tid: teacherId },
        { browser: OTHER_BROWSER, cookies: { t: cookieOf(first, 't')!.value } },
      );
      expect(stranger.statusCode).toBe(403);
    });

    it('login_as_student: repeated at once gives one session; after the adult logs out of it, a new one (never an ended one)', async () => {
      const teacherEmail = address('teacher');
      const teacherId = await insertUser(app, { email: teacherEmail });
      const studentId = await newStudent(teacherId);
      const signedIn = await call('login', { email: teacherEmail, password: 'LectioTest1' });
      const t = cookieOf(signedIn, 't')!.value;

      const [first, second] = await Promise.all([
        call('login_as_student', { sid: studentId }, { cookies: { t } }),
        call('login_as_student', { sid: studentId }, { cookies: { t } }),
      ]);
      expect(first.statusCode).toBe(200);
      expectSameAnswer(second, first, 'st');
      expect(await auditCount('impersonation_start', studentId)).toBe(1);

      const st = cookieOf(first, 'st')!.value;
      await call('logout?student=true', {}, { cookies: { st } });
      const again = await call('login_as_student', { sid: studentId }, { cookies: { t } });
      expect(again.statusCode).toBe(200);
      const fresh = cookieOf(again, 'st')!.value;
      expect(fresh).not.toBe(st);
      expect(await app.sessions.lookup(fresh)).not.toBeNull();
    });
  });
}
