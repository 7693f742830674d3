import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser, post, TEST_PASSWORD, insertStudent } from '../../../tests/support/factories';

/** Issue 15 point 12: every `url` built from the sign-in `app` target stays on this site. */
const OFF_SITE = [
  '/\t/evil.example',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/.//evil.example',
];

describe('sign-in app targets', () => {
  let app: FastifyInstance;
  const teacher = 'redirect.teacher@example.org';
  const student = 'redirect.student@example.org';

  beforeAll(async () => {
    app = await buildTestApp('sqlite::memory:');
    const teacherId = await insertUser(app, { email: teacher });
    await insertStudent(app, {
      administratorId: teacherId,
      firstName: 'Rita',
      lastName: 'Cascia',
      grade: null,
      username: null,
      email: student,
      passwordHash: true,
    });
  });
  afterAll(async () => app.close());

  const signIn = (app_: string) =>
    post(app, '/api/auth/login', { email: teacher, password: TEST_PASSWORD, app: app_ });

  it.each(OFF_SITE)(
    'answers the role area for %j, on password and session sign-in',
    async (target) => {
      const response = await signIn(target);
      expect(response.statusCode).toBe(200);
      expect(response.json().url).toBe('/teacher');
      const again = await post(app, '/api/auth/login', { t: response.json().t, app: target });
      expect(again.json().url).toBe('/teacher');
      const studentLogin = await post(app, '/api/auth/student_login', {
        email: student,
        password: TEST_PASSWORD,
        app: target,
      });
      expect(studentLogin.json().url).toBe('/student');
    },
  );

  it('keeps a path of this site', async () => {
    expect((await signIn('/classroom')).json().url).toBe('/classroom');
    // What is answered is the parsed path, so the browser follows exactly what was checked.
    expect((await signIn('/class\troom')).json().url).toBe('/classroom');
  });
});
