import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { IMPERSONATION_LIFETIME_MS } from '../../lib/sessions';
import { MINUTE_MS } from '../../lib/tokens';
import {
  cookieOf,
  insertStudent,
  insertUser,
  post,
  TEST_PASSWORD,
} from '../../../tests/support/factories';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * "Log in as" (issue 15): never upwards nor to another administrator (point 19), and a session
 * it opens is tied to the adult's own session and short-lived (point 16).
 */
for (const database of testDatabases()) {
  describe(`impersonation limits on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;
    const email = (label: string) => `${label}${++counter}.${Date.now()}@example.org`;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function signIn(address: string): Promise<string> {
      const response = await post(app, '/api/auth/login', {
        email: address,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode, address).toBe(200);
      return response.json<{ t: string }>().t;
    }

    async function adult(
      fields: Parameters<typeof insertUser>[1] extends infer F ? Omit<F & object, 'email'> : never,
    ) {
      const address = email('adult');
      const id = await insertUser(app, { email: address, ...fields });
      return { id, t: await signIn(address) };
    }

    const studentSession = (st: string) =>
      app.inject({ method: 'GET', url: '/api/auth/session?student=true', cookies: { st } });

    async function logInAsStudent(t: string, sid: string): Promise<string> {
      const response = await post(app, '/api/auth/login_as_student', { sid }, { cookies: { t } });
      expect(response.statusCode).toBe(200);
      return response.json<{ st: string }>().st;
    }

    it('a school admin cannot sign in as a platform admin or another admin of the school', async () => {
      const school = crypto.randomUUID();
      const schoolAdmin = await adult({ schoolId: school, schoolAdmin: true });
      const platformAdminHere = await adult({ schoolId: school, admin: true });
      const otherSchoolAdmin = await adult({ schoolId: school, schoolAdmin: true });
      const teacher = await adult({ schoolId: school });
      for (const target of [platformAdminHere, otherSchoolAdmin]) {
        const response = await post(
          app,
          '/api/auth/login_as',
          { tid: target.id },
          { cookies: { t: schoolAdmin.t } },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ errors: { tid: AUTH_MESSAGES.notAllowed } });
      }
      // A plain teacher of the school is still theirs to help.
      const allowed = await post(
        app,
        '/api/auth/login_as',
        { tid: teacher.id },
        { cookies: { t: schoolAdmin.t } },
      );
      expect(allowed.statusCode).toBe(200);
    });

    it('a platform admin cannot sign in as another platform admin or a school admin', async () => {
      const platformAdmin = await adult({ admin: true });
      const otherPlatformAdmin = await adult({ admin: true });
      const schoolAdmin = await adult({ schoolId: crypto.randomUUID(), schoolAdmin: true });
      for (const target of [otherPlatformAdmin, schoolAdmin]) {
        const response = await post(
          app,
          '/api/auth/login_as',
          { tid: target.id },
          { cookies: { t: platformAdmin.t } },
        );
        expect(response.statusCode).toBe(403);
      }
      const parent = await adult({ accountType: 'parent' });
      const asParent = await post(
        app,
        '/api/auth/login_as',
        { tid: parent.id },
        { cookies: { t: platformAdmin.t } },
      );
      expect(asParent.statusCode).toBe(200);
    });

    it('the adult’s logout ends the student session they opened and clears its cookie', async () => {
      const teacher = await adult({});
      const { id: studentId } = await insertStudent(app, { administratorId: teacher.id });
      const st = await logInAsStudent(teacher.t, studentId);
      expect((await studentSession(st)).statusCode).toBe(200);

      const out = await post(app, '/api/auth/logout', {}, { cookies: { t: teacher.t, st } });
      expect(out.statusCode).toBe(200);
      expect(cookieOf(out, 'st')).toMatchObject({ value: '' });
      // The next person at the computer finds no child's account open.
      expect((await studentSession(st)).statusCode).toBe(401);
      const row = await app.db
        .selectFrom('sessions')
        .select(['revoked_at', 'parent_session_id'])
        .where('subject_id', '=', studentId)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
      expect(row.parent_session_id).not.toBeNull();
    });

    it('a student session ends when the adult’s session is revoked or expires elsewhere', async () => {
      const parent = await adult({ accountType: 'parent' });
      const { id: studentId } = await insertStudent(app, { administratorId: parent.id });
      await app.db
        .insertInto('parent_students')
        .values({
          parent_id: parent.id,
          student_id: studentId,
          created_at: new Date().toISOString(),
        })
        .execute();
      // Revoked another way (a password change ends every session of the account).
      const revokedSt = await logInAsStudent(parent.t, studentId);
      await app.sessions.revokeAllFor('user', parent.id);
      expect((await studentSession(revokedSt)).statusCode).toBe(401);

      // The adult's session reaches its end while the student session would still run.
      const fresh = await signIn(
        (
          await app.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', parent.id)
            .executeTakeFirstOrThrow()
        ).email!,
      );
      const expiringSt = await logInAsStudent(fresh, studentId);
      expect((await studentSession(expiringSt)).statusCode).toBe(200);
      const adultSession = await app.sessions.lookup(fresh);
      await app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', adultSession!.id)
        .execute();
      expect((await studentSession(expiringSt)).statusCode).toBe(401);
    });

    it('a session opened by "Log in as" lasts an hour at most, rotation included', async () => {
      const teacher = await adult({});
      const { id: studentId } = await insertStudent(app, { administratorId: teacher.id });
      const opened = Date.now();
      const st = await logInAsStudent(teacher.t, studentId);
      const session = await app.sessions.lookup(st);
      expect(IMPERSONATION_LIFETIME_MS).toBe(60 * MINUTE_MS);
      const lifetime = Date.parse(session!.expiresAt) - opened;
      expect(lifetime).toBeGreaterThan(IMPERSONATION_LIFETIME_MS - MINUTE_MS);
      expect(lifetime).toBeLessThanOrEqual(IMPERSONATION_LIFETIME_MS + MINUTE_MS);
      const later = new Date(opened + IMPERSONATION_LIFETIME_MS + 1000);
      expect(await app.sessions.lookup(st, later)).toBeNull();

      // A fresh token for the same impersonation keeps the same end and the same tie.
      const rotated = await post(app, '/api/auth/student_go', { st });
      expect(rotated.statusCode).toBe(200);
      const next = await app.sessions.lookup(rotated.json<{ st: string }>().st);
      expect(next).toMatchObject({
        expiresAt: session!.expiresAt,
        parentSessionId: session!.parentSessionId,
      });
      // An adult's own sign-in keeps its usual lifetime.
      const own = await app.sessions.lookup(teacher.t);
      expect(Date.parse(own!.expiresAt) - opened).toBeGreaterThan(IMPERSONATION_LIFETIME_MS * 2);
      expect(own!.parentSessionId).toBeNull();
    });
  });
}
