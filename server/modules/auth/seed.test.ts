import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { ACCESS_CODE_ALPHABET, DEMO_ACCOUNTS, DEMO_CLASS, DEMO_PASSWORD } from '../../db/seed';
import { verifyPassword } from './passwords';
import { post } from './test-support';

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
