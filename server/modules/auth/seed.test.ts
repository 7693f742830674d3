import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { UNREACHABLE_STRIPE, buildTestApp } from '../../../tests/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrate';
import {
  ACCESS_CODE_ALPHABET,
  DEMO_ACCOUNTS,
  DEMO_CLASS,
  DEMO_PASSWORD,
  DemoSeedRefused,
  seedDemoData,
} from '../demo/seed';
import { verifyPassword } from '../../lib/passwords';
import { post } from '../../../tests/support/factories';

for (const database of testDatabases()) {
  describe(`demo accounts on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    it('seeds the demo teacher, parent, admin, class and student, and they can sign in', async () => {
      const app = await buildTestApp(await database.create(), { SEED_DEMO_DATA: 'true' });
      const expected = [
        [DEMO_ACCOUNTS.teacher.email, '/teacher', false],
        [DEMO_ACCOUNTS.parent.email, '/parent', false],
        [DEMO_ACCOUNTS.admin.email, '/teacher', true],
      ] as const;
      for (const [email, url, isPlatformAdmin] of expected) {
        const login = await post(app, '/api/auth/login', {
          email,
          password: DEMO_PASSWORD,
          role: 5,
        });
        expect(login.statusCode, email).toBe(200);
        expect(login.json().url).toBe(url);
        const session = await app.inject({
          method: 'GET',
          url: '/api/auth/session',
          cookies: { t: login.json().t },
        });
        expect(session.json().account).toMatchObject({ email, isPlatformAdmin });
      }

      const demoClass = await app.db
        .selectFrom('classes')
        .innerJoin('users', 'users.id', 'classes.teacher_id')
        .select(['classes.id', 'classes.access_code', 'users.email'])
        .where('classes.title', '=', DEMO_CLASS.title)
        .executeTakeFirstOrThrow();
      expect(demoClass.email).toBe(DEMO_ACCOUNTS.teacher.email);
      expect(demoClass.access_code).toHaveLength(5);
      for (const character of demoClass.access_code)
        expect(ACCESS_CODE_ALPHABET).toContain(character);

      const student = await app.db
        .selectFrom('students')
        .innerJoin('users', 'users.id', 'students.administrator_id')
        .innerJoin('class_students', 'class_students.student_id', 'students.id')
        .innerJoin('parent_students', 'parent_students.student_id', 'students.id')
        .select([
          'students.password_hash',
          'users.email as admin',
          'class_students.class_id',
          'parent_students.parent_id',
        ])
        .where('students.username', '=', 'maria.g')
        .executeTakeFirstOrThrow();
      expect(student.admin).toBe(DEMO_ACCOUNTS.teacher.email);
      expect(student.class_id).toBe(demoClass.id);
      const parent = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.parent.email)
        .executeTakeFirstOrThrow();
      expect(student.parent_id).toBe(parent.id);
      expect(await verifyPassword(student.password_hash, DEMO_PASSWORD)).toBe(true);

      // Jonah: a login code (stored hashed) that leads to set-password, in the same class.
      const jonah = await app.db
        .selectFrom('students')
        .innerJoin('class_students', 'class_students.student_id', 'students.id')
        .select(['students.password_hash', 'students.login_code_hash', 'class_students.class_id'])
        .where('students.username', '=', DEMO_ACCOUNTS.secondStudent.username)
        .executeTakeFirstOrThrow();
      expect(jonah.class_id).toBe(demoClass.id);
      expect(jonah.password_hash).toBeNull();
      expect(jonah.login_code_hash).not.toContain(DEMO_ACCOUNTS.secondStudent.loginCode);
      const first = await post(app, '/api/auth/student_login', {
        email: DEMO_ACCOUNTS.secondStudent.username,
        password: DEMO_ACCOUNTS.secondStudent.loginCode,
      });
      expect(first.json()).toEqual({ set_password: true, url: '/auth/student/setPassword' });

      // The class invitation code opens student sign-up for Theology 7A.
      const invitation = await app.inject({
        method: 'GET',
        url: `/api/auth/invitation?i=${DEMO_CLASS.invitationCode}`,
      });
      expect(invitation.json()).toEqual({ className: DEMO_CLASS.title, teacherName: 'Thomas R.' });
      await app.close();
    });
  });
}

for (const database of testDatabases()) {
  describe(`no demo accounts in production on ${database.name}`, () => {
    afterAll(() => database.dropAll());

    it('a production server on an empty database seeds no account', async () => {
      const app = await buildTestApp(await database.create(), { NODE_ENV: 'production' });
      expect(await app.db.selectFrom('users').select('email').execute()).toEqual([]);
      const login = await post(app, '/api/auth/login', {
        email: DEMO_ACCOUNTS.admin.email,
        password: DEMO_PASSWORD,
      });
      expect(login.statusCode).toBe(401);
      await app.close();
    });

    it('the seed itself refuses production, leaving the database empty', async () => {
      const { db, kind } = openDatabase(await database.create());
      await migrateToLatest(db, kind);
      await expect(seedDemoData(db, new Date(), { production: true })).rejects.toThrow(
        DemoSeedRefused,
      );
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('app_meta').select('key').execute()).toEqual([]);
      await db.destroy();
    });
  });
}

describe('no demo accounts in production, whatever the configuration object says', () => {
  it('a production app told to seed (past loadConfig) refuses to start', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...UNREACHABLE_STRIPE,
      DATABASE_URL: 'sqlite::memory:',
      LOG_LEVEL: 'silent',
    });
    await expect(buildApp({ config: { ...config, SEED_DEMO_DATA: true } })).rejects.toThrow(
      DemoSeedRefused,
    );
  });
});
