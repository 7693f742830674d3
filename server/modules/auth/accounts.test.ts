import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../common/routes';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { consumeVerificationCode, issueVerificationCode } from './verification-codes';
import { hashToken } from '../../lib/tokens';
import {
  cookieOf,
  insertUser,
  linkIn,
  outbox,
  post,
  TEST_PASSWORD,
} from '../../../tests/support/factories';
import { VALIDATION } from '../../../common/validation/messages';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

for (const database of testDatabases()) {
  describe(`account calls on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;
    const address = (label: string) => `${label}.${++counter}.${database.name}@example.org`;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
      email,
      firstName: 'Clare',
      lastName: 'Assisi',
      password: 'Prayer12',
      confirmPassword: 'Prayer12',
      role: 5,
      ...extra,
    });

    it('signs up, emails both addresses, confirms the main one and signs in', async () => {
      const email = address('new');
      const second = address('second');
      const response = await post(
        app,
        '/api/auth/signup',
        signupBody(email, { secondEmail: second, accountType: 'parent', r: 'ref1', unknown: 1 }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: '/auth/parent?checkEmail=1' });
      expect(cookieOf(response, 't')).toBeUndefined();

      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.account_type).toBe('parent');
      expect(user.email_confirmed_at).toBeNull();
      expect(user.referral_r).toBe('ref1');
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const [mail] = await outbox(app, email);
      expect(await outbox(app, second)).toHaveLength(1);
      const link = linkIn(mail!.text_body, '/auth/confirm_email');
      expect(link.origin).toBe('http://localhost:3011');
      expect(link.searchParams.get('e')).toBe(email);
      const code = link.searchParams.get('c')!;
      expect(code.length).toBeGreaterThanOrEqual(22);
      // Only the hash is stored.
      const stored = await app.db.selectFrom('verification_codes').select('code_hash').execute();
      expect(stored.map((row) => row.code_hash)).toContain(hashToken(code));

      // Signing in before confirming answers 403 and sends a new link.
      const early = await post(app, '/api/auth/login', { email, password: 'Prayer12', role: 5 });
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ errors: { email: AUTH_MESSAGES.confirmFirst } });
      expect(await outbox(app, email)).toHaveLength(2);

      const confirmed = await post(app, '/api/auth/confirm_email', { e: email, c: code });
      expect(confirmed.statusCode).toBe(200);
      const body = confirmed.json();
      expect(body).toMatchObject({ url: '/parent', message: 'Your email address is confirmed.' });
      expect(body.t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookieOf(confirmed, 't')?.value).toBe(body.t);

      // The link is single use: from another browser it fails (the same browser within a
      // minute is answered like the first time: single-use-replay.test.ts).
      const again = await post(
        app,
        '/api/auth/confirm_email',
        { e: email, c: code },
        { headers: { 'user-agent': 'another browser' } },
      );
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ errors: { c: AUTH_MESSAGES.confirmationInvalid } });

      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: body.t },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual({
        account: {
          id: user.id,
          type: 'parent',
          firstName: 'Clare',
          lastName: 'Assisi',
          email,
          isPlatformAdmin: false,
        },
        impersonating: false,
        hasSetPasswordToken: false,
      });
    });

    it('sends the second address a notice that confirms nothing; only the main inbox confirms', async () => {
      const email = address('main');
      const second = address('second-inbox');
      const response = await post(
        app,
        '/api/auth/signup',
        signupBody(email, { secondEmail: second }),
      );
      expect(response.statusCode).toBe(200);
      const [notice] = await outbox(app, second);
      expect(notice?.subject).toBe(
        'Your Lectio confirmation email is on its way to your main address',
      );
      const content = `${notice!.text_body}\n${notice!.html_body}`;
      expect(content).not.toContain(PATHS.confirmEmail);
      // Nothing the requester typed reaches the second inbox: not even the main address.
      expect(content).not.toContain(email);
      expect(linkIn(notice!.text_body, PATHS.teacherSignIn).pathname).toBe(PATHS.teacherSignIn);

      const [mail] = await outbox(app, email);
      const code = linkIn(mail!.text_body, PATHS.confirmEmail).searchParams.get('c')!;
      expect(content).not.toContain(code);
      // Whatever code-like text the notice holds confirms neither address.
      for (const candidate of new Set(content.match(/[A-Za-z0-9_-]{20,}/g) ?? [])) {
        for (const e of [email, second]) {
          const attempt = await post(app, '/api/auth/confirm_email', { e, c: candidate });
          expect(attempt.statusCode, candidate).toBe(400);
        }
      }
      const unconfirmed = await app.db
        .selectFrom('users')
        .select('email_confirmed_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(unconfirmed.email_confirmed_at).toBeNull();
      // The main address's own link still confirms it.
      const confirmed = await post(app, '/api/auth/confirm_email', { e: email, c: code });
      expect(confirmed.statusCode).toBe(200);
    });

    it('answers sign-up the same for a registered address and emails its owner instead', async () => {
      const email = address('known');
      await insertUser(app, { email });
      const unknown = await post(app, '/api/auth/signup', signupBody(address('unknown')));
      const known = await post(app, '/api/auth/signup', signupBody(email));
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.body).toBe(unknown.body);
      const mails = await outbox(app, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/tried to create/);
      expect(linkIn(mails[0]!.text_body, '/auth/forgotPassword').pathname).toBe(
        '/auth/forgotPassword',
      );
      const users = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toHaveLength(1);
    });

    it('creates nothing when the honeypot is filled, with the same answer', async () => {
      const email = address('bot');
      const response = await post(
        app,
        '/api/auth/signup',
        signupBody(email, { website: 'http://spam' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: '/auth/teacher?checkEmail=1' });
      expect(
        await app.db.selectFrom('users').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
      expect(await outbox(app, email)).toEqual([]);
    });

    it('sends sign-up validation errors as a JSON string with the exact messages', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          {},
          {
            email: VALIDATION.emailRequired,
            firstName: VALIDATION.firstNameRequired,
            lastName: VALIDATION.lastNameRequired,
            password: VALIDATION.passwordRequired,
            confirmPassword: VALIDATION.passwordsMustMatch,
          },
        ],
        [
          signupBody('not-an-email', { password: 'abcd', confirmPassword: 'abcd' }),
          {
            email: VALIDATION.emailInvalid,
            password: 'Min password length is 5 ',
          },
        ],
        [
          signupBody('a@b.org', { confirmPassword: 'different' }),
          { confirmPassword: VALIDATION.passwordsMustMatch },
        ],
        [signupBody('a@b.org', { secondEmail: 'nope' }), { secondEmail: VALIDATION.emailInvalid }],
        [signupBody('a@b.org', { firstName: '  ' }), { firstName: VALIDATION.firstNameRequired }],
      ];
      for (const [body, errors] of cases) {
        const response = await post(app, '/api/auth/signup', body);
        expect(response.statusCode).toBe(400);
        const payload = response.json() as { errors: string };
        expect(typeof payload.errors).toBe('string');
        expect(JSON.parse(payload.errors)).toEqual(errors);
      }
    });

    it('answers malformed JSON and wrong types with 400, never 500', async () => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ errors: { body: 'Malformed JSON' } });
      for (const [url, payload] of [
        ['/api/auth/login', { email: 42, password: ['x'] }],
        ['/api/auth/login', 'a string'],
        ['/api/auth/forgot', null],
        ['/api/auth/confirm_email', { e: {}, c: 7 }],
        ['/api/auth/teacher_set_password', [1, 2]],
        ['/api/auth/signup', { email: { $ne: null } }],
        ['/api/auth/logout', { t: 5 }],
      ] as const) {
        const response = await post(app, url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
    });

    it('signs in with email and password, with the role area or the app path as url', async () => {
      const email = address('teacher');
      await insertUser(app, { email });
      const response = await post(app, '/api/auth/login', {
        email: email.toUpperCase(),
        password: TEST_PASSWORD,
        role: '5',
        extra: true,
      });
      expect(response.statusCode).toBe(200);
      const { t, url } = response.json();
      expect(url).toBe('/teacher');
      expect(cookieOf(response, 't')?.value).toBe(t);

      const withApp = await post(app, '/api/auth/login', {
        email,
        password: TEST_PASSWORD,
        app: '/store?code=K7Q4M',
      });
      expect(withApp.json().url).toBe('/store?code=K7Q4M');
      const offSite = await post(app, '/api/auth/login', {
        email,
        password: TEST_PASSWORD,
        app: '//evil.example',
      });
      expect(offSite.json().url).toBe('/teacher');
    });

    it('shows the exact validation messages of sign-in', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { email: '', password: '' },
          { email: VALIDATION.emailRequired, password: VALIDATION.passwordRequired },
        ],
        [
          { email: 'x', password: '1234' },
          { email: VALIDATION.emailInvalid, password: 'Min password length is 5 ' },
        ],
        [{ email: 'a@b.org' }, { password: VALIDATION.passwordRequired }],
      ];
      for (const [body, errors] of cases) {
        const response = await post(app, '/api/auth/login', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors });
      }
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const email = address('enum');
      await insertUser(app, { email });
      const wrong = await post(app, '/api/auth/login', { email, password: 'wrong-password' });
      const unknown = await post(app, '/api/auth/login', {
        email: address('nobody'),
        password: 'wrong-password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ errors: { email: 'Invalid email or password' } });
    });

    it('signs in again with an existing session, rotating its token', async () => {
      const email = address('again');
      await insertUser(app, { email, accountType: 'parent' });
      const first = (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).json()
        .t as string;
      const byCookie = await post(app, '/api/auth/login', { role: 5 }, { cookies: { t: first } });
      expect(byCookie.statusCode).toBe(200);
      const second = byCookie.json().t as string;
      expect(second).not.toBe(first);
      expect(byCookie.json().url).toBe('/parent');
      expect(cookieOf(byCookie, 't')?.value).toBe(second);
      // The old token is gone.
      const stale = await post(app, '/api/auth/login', { t: first });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ errors: { email: AUTH_MESSAGES.sessionEnded } });
      const byField = await post(app, '/api/auth/login', { t: second, app: '/parent?welcome=1' });
      expect(byField.json().url).toBe('/parent?welcome=1');
      const none = await post(app, '/api/auth/login', {});
      expect(none.statusCode).toBe(401);
    });

    it('accepts Authorization: Bearer for the session', async () => {
      const email = address('bearer');
      await insertUser(app, { email });
      const { t } = (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).json();
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${t}` },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().account.email).toBe(email);
      const anonymous = await app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        errors: { session: 'Not signed in' },
        hasSetPasswordToken: false,
      });
    });

    it('logs out: the session is revoked and the cookie cleared', async () => {
      const email = address('logout');
      await insertUser(app, { email });
      const { t } = (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).json();
      const response = await post(app, '/api/auth/logout', {}, { cookies: { t } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ restored: false, url: '/' });
      const cleared = cookieOf(response, 't');
      expect(cleared?.value).toBe('');
      expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
      const session = await app.inject({ method: 'GET', url: '/api/auth/session', cookies: { t } });
      expect(session.statusCode).toBe(401);
      const revoked = await app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(t))
        .executeTakeFirstOrThrow();
      expect(revoked.revoked_at).not.toBeNull();
    });

    it('logs out back to the original account when cookie at holds it', async () => {
      const teacher = address('original');
      const parent = address('target');
      await insertUser(app, { email: teacher });
      const targetId = await insertUser(app, { email: parent, accountType: 'parent' });
      const original = (
        await post(app, '/api/auth/login', { email: teacher, password: TEST_PASSWORD })
      ).json().t;
      const actorId = (
        await app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', teacher)
          .executeTakeFirstOrThrow()
      ).id;
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: targetId,
        impersonatorId: actorId,
      });
      const during = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: token },
      });
      expect(during.json().impersonating).toBe(true);

      const response = await post(
        app,
        '/api/auth/logout',
        {},
        { cookies: { t: token, at: original } },
      );
      expect(response.json()).toEqual({ restored: true, url: '/teacher' });
      expect(cookieOf(response, 't')?.value).toBe(original);
      expect(cookieOf(response, 'at')?.value).toBe('');
      const back = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: original },
      });
      expect(back.json().account.email).toBe(teacher);
      const ended = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: token },
      });
      expect(ended.statusCode).toBe(401);
      const audit = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'impersonation_end')
        .where('target_id', '=', targetId)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_id).toBe(actorId);
    });

    it('lets exactly one of ten simultaneous uses of a single-use code through', async () => {
      // The functions themselves, so the ten uses really interleave between read and write.
      const userId = await insertUser(app, { email: address('race'), confirmed: false });
      const code = await issueVerificationCode(app.db, {
        purpose: 'confirm_email',
        subjectType: 'user',
        subjectId: userId,
        lifetimeMs: 60_000,
      });
      const uses = await Promise.all(
        Array.from({ length: 10 }, () =>
          consumeVerificationCode(app.db, { purpose: 'confirm_email', code }),
        ),
      );
      expect(uses.filter((use) => use !== null)).toEqual([
        { subjectType: 'user', subjectId: userId },
      ]);
    });

    it('resets a forgotten password: same answer for everyone, single-use link, old sessions end', async () => {
      const email = address('forgot');
      await insertUser(app, { email });
      const old = (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).json().t;
      const known = await post(app, '/api/auth/forgot', { email });
      const unknown = await post(app, '/api/auth/forgot', { email: address('ghost') });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
      const invalid = await post(app, '/api/auth/forgot', { email: 'nope' });
      expect(invalid.json()).toEqual({ errors: { email: VALIDATION.emailInvalid } });

      const [mail] = await outbox(app, email);
      const link = linkIn(mail!.text_body, '/auth/reset_password');
      const c = link.searchParams.get('c')!;

      const mismatch = await post(app, '/api/auth/teacher_set_password', {
        c,
        password: 'NewPass1',
        confirmPassword: 'Other',
      });
      expect(mismatch.json()).toEqual({
        errors: { confirmPassword: VALIDATION.passwordsMustMatch },
      });
      const short = await post(app, '/api/auth/teacher_set_password', {
        c,
        password: 'abc',
        confirmPassword: 'abc',
      });
      expect(short.json()).toEqual({ errors: { password: 'Min password length is 5 ' } });

      const reset = await post(app, '/api/auth/teacher_set_password', {
        c,
        password: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().url).toBe('/teacher');
      expect(cookieOf(reset, 't')?.value).toBe(reset.json().t);

      const reused = await post(app, '/api/auth/teacher_set_password', {
        c,
        password: 'NewPass2',
        confirmPassword: 'NewPass2',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ errors: { c: AUTH_MESSAGES.resetInvalid } });

      // The session from before the change is revoked; the new password works, the old fails.
      const before = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t: old },
      });
      expect(before.statusCode).toBe(401);
      expect((await post(app, '/api/auth/login', { email, password: 'NewPass1' })).statusCode).toBe(
        200,
      );
      expect(
        (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
      ).toBe(401);
      const changed = await outbox(app, email);
      expect(changed.map((m) => m.subject)).toContain('Your Lectio password was changed');
    });

    it('refuses expired confirmation and reset codes', async () => {
      const email = address('expired');
      const id = await insertUser(app, { email, confirmed: false });
      const accounts = {
        issue: async (purpose: 'confirm_email' | 'reset_password') => {
          const code = `expired-${purpose}-${counter}`;
          await app.db
            .insertInto('verification_codes')
            .values({
              id: crypto.randomUUID(),
              purpose,
              subject_type: 'user',
              subject_id: id,
              code_hash: hashToken(code),
              expires_at: new Date(Date.now() - 1000).toISOString(),
              used_at: null,
              created_at: new Date(Date.now() - 3_600_000).toISOString(),
            })
            .execute();
          return code;
        },
      };
      const confirm = await post(app, '/api/auth/confirm_email', {
        e: email,
        c: await accounts.issue('confirm_email'),
      });
      expect(confirm.json()).toEqual({ errors: { c: AUTH_MESSAGES.confirmationInvalid } });
      const reset = await post(app, '/api/auth/teacher_set_password', {
        c: await accounts.issue('reset_password'),
        password: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(reset.json()).toEqual({ errors: { c: AUTH_MESSAGES.resetInvalid } });
      // A confirmation code does not work for another address.
      const wrongAddress = await post(app, '/api/auth/confirm_email', {
        e: address('other'),
        c: 'whatever',
      });
      expect(wrongAddress.statusCode).toBe(400);
    });

    it('ends sessions after the idle limit and the absolute limit', async () => {
      const email = address('idle');
      const id = await insertUser(app, { email });
      const now = new Date();
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: id,
      });
      const day = 86_400_000;
      expect(await app.sessions.lookup(token, new Date(now.getTime() + 5 * day))).not.toBeNull();
      // Seen on day 5, so still alive on day 10 (idle 6 days) ...
      expect(await app.sessions.lookup(token, new Date(now.getTime() + 10 * day))).not.toBeNull();
      // ... but not after 6 idle days.
      expect(await app.sessions.lookup(token, new Date(now.getTime() + 16.5 * day))).toBeNull();

      const fresh = await app.sessions.create({ kind: 'user', subjectType: 'user', subjectId: id });
      for (let d = 5; d < 30; d += 5) {
        expect(
          await app.sessions.lookup(fresh.token, new Date(now.getTime() + d * day)),
        ).not.toBeNull();
      }
      expect(
        await app.sessions.lookup(fresh.token, new Date(now.getTime() + 30.1 * day)),
      ).toBeNull();
    });

    it('writes last_seen_at at most once a minute', async () => {
      const id = await insertUser(app, { email: address('touch') });
      const start = new Date();
      const { token, session } = await app.sessions.create(
        { kind: 'user', subjectType: 'user', subjectId: id },
        start,
      );
      const seen = async () =>
        (
          await app.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('id', '=', session.id)
            .executeTakeFirstOrThrow()
        ).last_seen_at;
      await app.sessions.lookup(token, new Date(start.getTime() + 30_000));
      expect(await seen()).toBe(start.toISOString());
      const later = new Date(start.getTime() + 61_000);
      await app.sessions.lookup(token, later);
      expect(await seen()).toBe(later.toISOString());
    });
  });
}
