import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { buildTestApp } from '../../tests/support/test-app';
import { lookupAccount } from '../plugins/session';
import { DAY_MS, MINUTE_MS, hashToken } from './tokens';
import { insertStudent, insertUser } from '../../tests/support/factories';

for (const database of testDatabases()) {
  describe(`session lookup on ${database.name}`, () => {
    let app: FastifyInstance;
    let counter = 0;
    const address = () => `session.${++counter}.${database.name}@example.org`;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const sessionRow = (token: string) =>
      app.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();

    it('reads the session and its account in one lookup, for the wanted kind only', async () => {
      const email = address();
      const userId = await insertUser(app, { email, admin: true, schoolAdmin: true });
      const { token, session } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: userId,
      });

      const account = await lookupAccount(app, token);
      expect(account).toEqual({
        id: userId,
        type: 'teacher',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        isPlatformAdmin: true,
        isSchoolAdmin: true,
        schoolId: null,
        session,
      });
      // The same token is no student session, and unknown or oversized tokens name nobody.
      expect(await lookupAccount(app, token, { student: true })).toBeNull();
      expect(await lookupAccount(app, `${token}x`)).toBeNull();
      expect(await lookupAccount(app, 'x'.repeat(201))).toBeNull();
      expect(await lookupAccount(app, undefined)).toBeNull();

      const { id: studentId } = await insertStudent(app, {
        administratorId: userId,
        firstName: 'Kateri',
        lastName: 'Tekakwitha',
        grade: null,
      });
      const student = await app.sessions.create({
        kind: 'student',
        subjectType: 'student',
        subjectId: studentId,
        impersonatorId: userId,
      });
      expect(await lookupAccount(app, student.token, { student: true })).toEqual({
        id: studentId,
        type: 'student',
        firstName: 'Kateri',
        lastName: 'Tekakwitha',
        email: null,
        isPlatformAdmin: false,
        isSchoolAdmin: false,
        schoolId: null,
        session: student.session,
      });
      expect(await lookupAccount(app, student.token)).toBeNull();

      // A set-password token is for choosing a password, never a signed-in account.
      const setPassword = await app.sessions.create({
        kind: 'set_password',
        subjectType: 'student',
        subjectId: studentId,
      });
      expect(await lookupAccount(app, setPassword.token, { student: true })).toBeNull();
      expect(await app.sessions.lookup(setPassword.token)).toEqual(setPassword.session);
    });

    it('refuses revoked, idle and expired sessions, and sessions of deleted accounts', async () => {
      const userId = await insertUser(app, { email: address() });
      const revoked = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: userId,
      });
      await app.sessions.revokeToken(revoked.token);
      expect(await lookupAccount(app, revoked.token)).toBeNull();

      const idle = await app.sessions.create(
        { kind: 'user', subjectType: 'user', subjectId: userId },
        // Created (and last seen) longer ago than the idle limit of the test configuration.
        new Date(Date.now() - 7 * DAY_MS),
      );
      expect(await lookupAccount(app, idle.token)).toBeNull();

      const expired = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: userId,
      });
      await app.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', expired.session.id)
        .execute();
      expect(await lookupAccount(app, expired.token)).toBeNull();

      const orphan = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: crypto.randomUUID(),
      });
      expect(await lookupAccount(app, orphan.token)).toBeNull();
    });

    it('records activity at most once a minute', async () => {
      const userId = await insertUser(app, { email: address() });
      const started = new Date(Date.now() - 30 * 1000);
      const { token } = await app.sessions.create(
        { kind: 'user', subjectType: 'user', subjectId: userId },
        started,
      );
      expect(await lookupAccount(app, token)).not.toBeNull();
      expect((await sessionRow(token)).last_seen_at).toBe(started.toISOString());

      const earlier = new Date(Date.now() - 2 * MINUTE_MS).toISOString();
      await app.db
        .updateTable('sessions')
        .set({ last_seen_at: earlier })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(await lookupAccount(app, token)).not.toBeNull();
      const seen = Date.parse((await sessionRow(token)).last_seen_at);
      expect(seen).toBeGreaterThan(Date.parse(earlier) + MINUTE_MS);
    });
  });
}
