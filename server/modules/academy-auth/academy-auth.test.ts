import argon2 from 'argon2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { ACADEMY_AUTH_MESSAGES } from '../../../common/copy/academy-auth';
import { ACADEMY_AUTH_API } from '../../../common/schemas/academy-auth';
import { testDatabases } from '../../../tests/support/databases';
import {
  ORIGIN,
  TEST_PASSWORD,
  cookieOf,
  insertUser,
  linkIn,
  outbox,
  post,
  unique,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { hashPassword } from '../../lib/passwords';
import { DAY_MS } from '../../lib/tokens';
import { GUARDIAN_CONSENT_LINK_DAYS } from '../../adapters/email/templates/guardian-consent';

const ACADEMY = 'http://courses.lectio.test';
const ACADEMY_HOST = new URL(ACADEMY).host;
/** The clock the tests hold still: noon UTC on 15 June 2026. */
const NOW = new Date('2026-06-15T12:00:00Z');

/** A call to the Academy's host, as its pages make it (JSON, its own Origin). */
function academy(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  {
    body,
    cookies,
    headers,
    ip,
  }: {
    body?: unknown;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      host: ACADEMY_HOST,
      ...(method === 'POST' ? { origin: ACADEMY, 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
    ...(cookies ? { cookies } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

const participant = (fields: Record<string, string>) => ({
  role: 'participant',
  firstName: 'Clare',
  lastName: 'Offreduccio',
  password: 'Prayer12',
  confirmPassword: 'Prayer12',
  ...fields,
});

for (const database of testDatabases()) {
  describe(`Academy accounts on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { ACADEMY_BASE_URL: ACADEMY });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    afterEach(() => vi.useRealTimers());

    const usersWith = (email: string) =>
      app.db.selectFrom('users').selectAll().where('email', '=', email).execute();
    const logIn = (role: string, email: string, password = TEST_PASSWORD, ip?: string) =>
      academy(app, 'POST', ACADEMY_AUTH_API.login, {
        body: { role, email, password },
        ...(ip ? { ip } : {}),
      });
    const holdClock = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    };

    it('signs a Journals teacher in as an instructor with the same email and password (cookie ct)', async () => {
      const email = `${unique('teacher')}@example.org`;
      await insertUser(app, { email });
      const response = await logIn('instructor', email);
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toBe(ACADEMY_PATHS.instructorArea);
      const ct = cookieOf(response, 'ct');
      expect(ct).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      // Only the Academy's own cookie: never the Journals site's.
      expect(response.cookies.map((cookie) => cookie.name)).toEqual(['ct']);
      const session = await academy(app, 'GET', ACADEMY_AUTH_API.session, {
        cookies: { ct: ct!.value },
      });
      expect(session.json().account).toMatchObject({ role: 'instructor', email });
      // One identity: the teacher may take courses too, from the participant page.
      const asParticipant = await logIn('participant', email);
      expect(asParticipant.json().url).toBe(ACADEMY_PATHS.participantArea);
    });

    it('keeps sessions per host: a Journals token is refused on the Academy and the other way round', async () => {
      const email = `${unique('teacher')}@example.org`;
      await insertUser(app, { email });
      const journals = await post(app, '/api/auth/login', { email, password: TEST_PASSWORD });
      const t = journals.json().t as string;
      const academyToken = (await logIn('instructor', email)).json().t as string;
      const academySession = (options: Parameters<typeof academy>[3]) =>
        academy(app, 'GET', ACADEMY_AUTH_API.session, options);
      const journalsSession = (options: {
        cookies?: Record<string, string>;
        headers?: Record<string, string>;
      }) => app.inject({ method: 'GET', url: '/api/auth/session', ...options });

      // Each token works where it was issued…
      expect((await academySession({ cookies: { ct: academyToken } })).statusCode).toBe(200);
      expect((await journalsSession({ cookies: { t } })).statusCode).toBe(200);
      // …and nowhere else: by its own cookie name, by the other's, or as a Bearer token.
      expect((await academySession({ cookies: { t } })).statusCode).toBe(401);
      expect((await academySession({ cookies: { ct: t } })).statusCode).toBe(401);
      expect((await academySession({ headers: { authorization: `Bearer ${t}` } })).statusCode).toBe(
        401,
      );
      expect((await journalsSession({ cookies: { ct: academyToken } })).statusCode).toBe(401);
      expect((await journalsSession({ cookies: { t: academyToken } })).statusCode).toBe(401);
      expect(
        (await journalsSession({ headers: { authorization: `Bearer ${academyToken}` } }))
          .statusCode,
      ).toBe(401);
      // A Journals session cannot be renewed into the Academy's through the Journals call.
      expect((await post(app, '/api/auth/login', { t: academyToken })).statusCode).toBe(401);
      // Each app's account calls exist only on its own host.
      expect((await academy(app, 'GET', '/api/auth/session', { cookies: { t } })).statusCode).toBe(
        404,
      );
      const offHost = await app.inject({ method: 'GET', url: ACADEMY_AUTH_API.session });
      expect(offHost.statusCode).toBe(404);
    });

    it('logs out of the Academy only: its session ends and ct is cleared; the Journals one lives', async () => {
      const email = `${unique('teacher')}@example.org`;
      await insertUser(app, { email });
      const t = (await post(app, '/api/auth/login', { email, password: TEST_PASSWORD })).json()
        .t as string;
      const ct = (await logIn('instructor', email)).json().t as string;
      const out = await academy(app, 'POST', ACADEMY_AUTH_API.logout, { cookies: { ct, t } });
      expect(out.json()).toEqual({ url: ACADEMY_PATHS.home });
      expect(cookieOf(out, 'ct')?.value).toBe('');
      expect(cookieOf(out, 't')).toBeUndefined();
      expect(
        (await academy(app, 'GET', ACADEMY_AUTH_API.session, { cookies: { ct } })).statusCode,
      ).toBe(401);
      const journals = await app.inject({
        method: 'GET',
        url: '/api/auth/session',
        cookies: { t },
      });
      expect(journals.statusCode).toBe(200);
    });

    it('signs an adult participant up (18 today) with email confirmation on the Academy', async () => {
      holdClock();
      const email = `${unique('adult')}@example.org`;
      const response = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({ email, birthDate: '2008-06-15' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: `${ACADEMY_PATHS.participantSignIn}?checkEmail=1` });
      const [user] = await usersWith(email);
      expect(user).toMatchObject({ account_type: 'participant', guardian_email: null });
      // Not confirmed yet: sign-in sends a new link instead of a session.
      const early = await logIn('participant', email, 'Prayer12');
      expect(early.statusCode).toBe(403);
      expect(early.json().errors.email).toBe(AUTH_MESSAGES.confirmFirst);
      const [mail] = await outbox(app, email);
      const link = linkIn(mail!.text_body, ACADEMY_PATHS.confirmEmail);
      expect(link.origin).toBe(ACADEMY);
      const confirmed = await academy(app, 'POST', ACADEMY_AUTH_API.confirm, {
        body: { e: link.searchParams.get('e'), c: link.searchParams.get('c') },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().url).toBe(ACADEMY_PATHS.participantArea);
      expect(cookieOf(confirmed, 'ct')?.value).toBe(confirmed.json().t);
      expect((await logIn('participant', email, 'Prayer12')).statusCode).toBe(200);
      // An Academy-only account: the Journals site says where to go instead.
      const journals = await post(app, '/api/auth/login', { email, password: 'Prayer12' });
      expect(journals.statusCode).toBe(403);
      expect(journals.json().errors.email).toBe(ACADEMY_AUTH_MESSAGES.academyAccountOnJournals);
    });

    it('asks 13 to 17-year-olds for a guardian, down to the 18th and 13th birthdays', async () => {
      holdClock();
      // 18 tomorrow: still a minor.
      const nearlyAdult = `${unique('teen')}@example.org`;
      const missing = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({ email: nearlyAdult, birthDate: '2008-06-16' }),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({
        guardianEmail: ACADEMY_AUTH_MESSAGES.guardianRequired,
      });
      const own = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({
          email: nearlyAdult,
          birthDate: '2008-06-16',
          guardianEmail: nearlyAdult,
        }),
      });
      expect(own.json().errors).toEqual({ guardianEmail: ACADEMY_AUTH_MESSAGES.guardianNotOwn });
      expect(await usersWith(nearlyAdult)).toHaveLength(0);
      // 13 today: old enough, with a guardian.
      for (const [email, birthDate] of [
        [nearlyAdult, '2008-06-16'],
        [`${unique('teen')}@example.org`, '2013-06-15'],
      ] as const) {
        const guardian = `${unique('guardian')}@example.org`;
        const response = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
          body: participant({ email, birthDate, guardianEmail: guardian }),
        });
        expect(response.json()).toEqual({ url: `${ACADEMY_PATHS.participantSignIn}?guardian=1` });
        const [user] = await usersWith(email);
        expect(user).toMatchObject({ guardian_email: guardian, guardian_consented_at: null });
        expect(await outbox(app, guardian)).toHaveLength(1);
        // The participant hears nothing until the guardian consents.
        expect(await outbox(app, email)).toHaveLength(0);
        const refused = await logIn('participant', email, 'Prayer12');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errors).toEqual({ guardian: ACADEMY_AUTH_MESSAGES.awaitingGuardian });
      }
    });

    it('refuses anyone under 13 with the legal reason, and stores and sends nothing', async () => {
      holdClock();
      const email = `${unique('child')}@example.org`;
      const guardian = `${unique('guardian')}@example.org`;
      const auditBefore = await app.db.selectFrom('audit_log').select('id').execute();
      // 13 tomorrow.
      const response = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({ email, birthDate: '2013-06-16', guardianEmail: guardian }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { birthDate: ACADEMY_AUTH_MESSAGES.under13 } });
      expect(ACADEMY_AUTH_MESSAGES.under13).toContain('at least 13');
      expect(await usersWith(email)).toHaveLength(0);
      expect(await outbox(app, email)).toHaveLength(0);
      expect(await outbox(app, guardian)).toHaveLength(0);
      const auditAfter = await app.db.selectFrom('audit_log').select('id').execute();
      expect(auditAfter).toHaveLength(auditBefore.length);
      // Dates that are not dates, or not given.
      for (const [birthDate, message] of [
        ['2010-02-30', ACADEMY_AUTH_MESSAGES.birthDateInvalid],
        ['2030-01-01', ACADEMY_AUTH_MESSAGES.birthDateInvalid],
        ['', ACADEMY_AUTH_MESSAGES.birthDateRequired],
      ] as const) {
        const invalid = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
          body: participant({ email, birthDate }),
        });
        expect(invalid.json().errors.birthDate).toBe(message);
      }
    });

    /** A 15-year-old signs up naming a guardian; the consent link's code. */
    async function teenAwaitingConsent() {
      const email = `${unique('teen')}@example.org`;
      const guardian = `${unique('guardian')}@example.org`;
      await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({ email, birthDate: '2011-01-20', guardianEmail: guardian }),
      });
      const mails = await outbox(app, guardian);
      const link = linkIn(mails.at(-1)!.text_body, ACADEMY_PATHS.guardianConsent);
      expect(link.origin).toBe(ACADEMY);
      return { email, guardian, code: link.searchParams.get('c')! };
    }

    it("opens a teen's account once the guardian consents; the link works once", async () => {
      holdClock();
      const { email, code } = await teenAwaitingConsent();
      const described = await academy(app, 'GET', `${ACADEMY_AUTH_API.consent}?c=${code}`);
      expect(described.statusCode).toBe(200);
      expect(described.json()).toEqual({
        firstName: 'Clare',
        email,
        termsUrl: 'http://localhost:3011/home/terms',
        privacyUrl: 'http://localhost:3011/home/privacy-policy',
      });
      const given = await academy(app, 'POST', ACADEMY_AUTH_API.consent, { body: { c: code } });
      expect(given.statusCode).toBe(200);
      expect(given.json()).toEqual({ firstName: 'Clare' });
      // Single use: another browser, or a later look, finds the link spent.
      const again = await academy(app, 'POST', ACADEMY_AUTH_API.consent, {
        body: { c: code },
        headers: { 'user-agent': 'another browser' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.c).toBe(ACADEMY_AUTH_MESSAGES.consentInvalid);
      expect((await academy(app, 'GET', `${ACADEMY_AUTH_API.consent}?c=${code}`)).statusCode).toBe(
        400,
      );
      // The teen is told, with a link that confirms their address and signs them in.
      const [mail] = await outbox(app, email);
      expect(mail!.subject).toContain('account is open');
      const link = linkIn(mail!.text_body, ACADEMY_PATHS.confirmEmail);
      const confirmed = await academy(app, 'POST', ACADEMY_AUTH_API.confirm, {
        body: { e: link.searchParams.get('e'), c: link.searchParams.get('c') },
      });
      expect(confirmed.json().url).toBe(ACADEMY_PATHS.participantArea);
      const signedIn = await logIn('participant', email, 'Prayer12');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().url).toBe(ACADEMY_PATHS.participantArea);
    });

    it('lets a consent link expire after its days, and resends a fresh one on request', async () => {
      holdClock();
      const { email, guardian, code } = await teenAwaitingConsent();
      vi.setSystemTime(NOW.getTime() + GUARDIAN_CONSENT_LINK_DAYS * DAY_MS + 1000);
      const late = await academy(app, 'POST', ACADEMY_AUTH_API.consent, { body: { c: code } });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors.c).toBe(ACADEMY_AUTH_MESSAGES.consentInvalid);
      expect((await logIn('participant', email, 'Prayer12')).statusCode).toBe(403);
      // "Resend to guardian": one answer whoever asks, a new link only for a waiting teen.
      const resent = await academy(app, 'POST', ACADEMY_AUTH_API.resendConsent, {
        body: { email },
      });
      const unknown = await academy(app, 'POST', ACADEMY_AUTH_API.resendConsent, {
        body: { email: 'nobody.here@example.org' },
      });
      expect(resent.json()).toEqual({ message: ACADEMY_AUTH_MESSAGES.guardianResent });
      expect(unknown.json()).toEqual(resent.json());
      const mails = await outbox(app, guardian);
      expect(mails).toHaveLength(2);
      const fresh = linkIn(mails[1]!.text_body, ACADEMY_PATHS.guardianConsent).searchParams.get(
        'c',
      );
      const given = await academy(app, 'POST', ACADEMY_AUTH_API.consent, { body: { c: fresh } });
      expect(given.statusCode).toBe(200);
    });

    it('refuses parents and students with a clear message, and participants on the instructor page', async () => {
      const parent = `${unique('parent')}@example.org`;
      await insertUser(app, { email: parent, accountType: 'parent' });
      const parentAnswer = await logIn('participant', parent);
      expect(parentAnswer.statusCode).toBe(403);
      expect(parentAnswer.json().errors.email).toBe(ACADEMY_AUTH_MESSAGES.parentsRefused);

      const teacherId = await insertUser(app, { email: `${unique('teacher')}@example.org` });
      const studentEmail = `${unique('student')}@example.org`;
      const now = new Date().toISOString();
      await app.db
        .insertInto('students')
        .values({
          id: crypto.randomUUID(),
          first_name: 'Tom',
          last_name: 'Aquinas',
          grade: null,
          username: unique('tom'),
          email: studentEmail,
          password_hash: await hashPassword('Summa123'),
          login_code_hash: null,
          administrator_id: teacherId,
          google_subject: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const studentAnswer = await logIn('participant', studentEmail, 'Summa123');
      expect(studentAnswer.statusCode).toBe(403);
      expect(studentAnswer.json().errors.email).toBe(ACADEMY_AUTH_MESSAGES.studentsRefused);
      // Without the right password nobody learns what kind of account it is.
      const wrong = await logIn('participant', studentEmail, 'Summa124');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().errors.email).toBe(AUTH_MESSAGES.invalidCredentials);

      holdClock();
      const adult = `${unique('adult')}@example.org`;
      await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: participant({ email: adult, birthDate: '1990-01-01' }),
      });
      await app.db
        .updateTable('users')
        .set({ email_confirmed_at: now })
        .where('email', '=', adult)
        .execute();
      const onInstructorPage = await logIn('instructor', adult, 'Prayer12');
      expect(onInstructorPage.statusCode).toBe(403);
      expect(onInstructorPage.json().errors.email).toBe(
        ACADEMY_AUTH_MESSAGES.participantNotInstructor,
      );
    });

    it('makes an instructor sign-up a teacher account, confirmed on the Academy', async () => {
      const email = `${unique('instructor')}@example.org`;
      const response = await academy(app, 'POST', ACADEMY_AUTH_API.signup, {
        body: {
          role: 'instructor',
          email,
          firstName: 'Hildegard',
          lastName: 'Bingen',
          password: 'Scivias1',
          confirmPassword: 'Scivias1',
        },
      });
      expect(response.json()).toEqual({ url: `${ACADEMY_PATHS.instructorSignIn}?checkEmail=1` });
      const [user] = await usersWith(email);
      expect(user?.account_type).toBe('teacher');
      const link = linkIn((await outbox(app, email))[0]!.text_body, ACADEMY_PATHS.confirmEmail);
      expect(link.origin).toBe(ACADEMY);
      const confirmed = await academy(app, 'POST', ACADEMY_AUTH_API.confirm, {
        body: { e: link.searchParams.get('e'), c: link.searchParams.get('c') },
      });
      expect(confirmed.json().url).toBe(ACADEMY_PATHS.instructorArea);
      // One identity: the same account signs in to the Journals site as a teacher.
      const journals = await post(app, '/api/auth/login', { email, password: 'Scivias1' });
      expect(journals.json().url).toBe('/teacher');
    });

    it('limits failed Academy sign-ins like the Journals ones, and answers alike for unknown addresses', async () => {
      const email = `${unique('teacher')}@example.org`;
      await insertUser(app, { email });
      const ip = '10.77.0.1';
      const observe = async (address: string, password: string) => {
        const verify = vi.spyOn(argon2, 'verify');
        const response = await logIn('instructor', address, password, ip);
        const verifications = verify.mock.calls.length;
        verify.mockRestore();
        return { status: response.statusCode, body: response.json(), verifications };
      };
      const wrong = await observe(email, 'not-the-password');
      const unknown = await observe(`${unique('nobody')}@example.org`, 'not-the-password');
      expect(wrong).toEqual(unknown);
      expect(wrong).toMatchObject({ status: 401, verifications: 1 });
      for (let attempt = 2; attempt <= 5; attempt++) {
        expect((await logIn('instructor', email, 'nope-nope', ip)).statusCode).toBe(401);
      }
      const blocked = await logIn('instructor', email, TEST_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors.email).toMatch(/^Too many attempts/);
      // The same account on the Journals site is held back too: one identity, one limit.
      const journals = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(journals.statusCode).toBe(429);
    });

    it("answers 'forgot' alike for every address, and resets through the Academy's link", async () => {
      const email = `${unique('teacher')}@example.org`;
      await insertUser(app, { email });
      const parent = `${unique('parent')}@example.org`;
      await insertUser(app, { email: parent, accountType: 'parent' });
      const answers = await Promise.all(
        [email, parent, `${unique('nobody')}@example.org`].map((address) =>
          academy(app, 'POST', ACADEMY_AUTH_API.forgot, { body: { email: address } }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
      }
      // A parent has no Academy account to reset.
      expect(await outbox(app, parent)).toHaveLength(0);
      const link = linkIn((await outbox(app, email))[0]!.text_body, ACADEMY_PATHS.resetPassword);
      expect(link.origin).toBe(ACADEMY);
      const reset = await academy(app, 'POST', ACADEMY_AUTH_API.reset, {
        body: {
          c: link.searchParams.get('c'),
          password: 'Benedict7',
          confirmPassword: 'Benedict7',
        },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().url).toBe(ACADEMY_PATHS.instructorArea);
      expect(cookieOf(reset, 'ct')?.value).toBe(reset.json().t);
      expect((await logIn('instructor', email, 'Benedict7')).statusCode).toBe(200);
      // Mail anyone can cause is limited per recipient (3 an hour): the 4th goes nowhere.
      for (let request = 0; request < 3; request++) {
        await academy(app, 'POST', ACADEMY_AUTH_API.forgot, { body: { email } });
      }
      expect(await outbox(app, email)).toHaveLength(4);
    });
  });
}
