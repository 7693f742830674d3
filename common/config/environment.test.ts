import { describe, expect, it } from 'vitest';
import {
  COURSES_AUTH_PATHS,
  coursesAuthUrl,
  journalsUrlFromCourses,
  resolveEnvironment,
} from './environment';
import { parsePublicConfig } from './public-config';

const defaults = parsePublicConfig({});

describe('resolveEnvironment (SPEC §2.1, §9: environment by host)', () => {
  it('maps the production hosts to production and the production courses host', () => {
    for (const origin of [
      'https://lectio.app',
      'https://www.lectio.app',
      'https://WWW.Lectio.app',
    ]) {
      expect(resolveEnvironment(origin, defaults)).toEqual({
        environment: 'production',
        apiBase: `${new URL(origin).origin}/api`,
        coursesUrl: 'https://courses.lectio.app',
      });
    }
  });

  it('maps the sandbox host to the sandbox courses host', () => {
    expect(resolveEnvironment('https://sandbox.lectio.app', defaults)).toEqual({
      environment: 'sandbox',
      apiBase: 'https://sandbox.lectio.app/api',
      coursesUrl: 'https://courses.sandbox.lectio.app',
    });
  });

  it('maps anything else, including local development, to http://localhost:3012', () => {
    for (const origin of [
      'http://localhost:3011',
      'http://127.0.0.1:4000',
      'https://lectio.app.evil.example',
      'https://preview.lectio.app',
    ]) {
      const targets = resolveEnvironment(origin, defaults);
      expect(targets.environment).toBe('development');
      expect(targets.coursesUrl).toBe('http://localhost:3012');
      expect(targets.apiBase).toBe(`${new URL(origin).origin}/api`);
    }
  });

  it('takes its hosts from configuration, not from literals', () => {
    const custom = parsePublicConfig({
      PRODUCTION_HOSTS: 'school.example.org',
      SANDBOX_HOSTS: 'staging.example.org, qa.example.org',
      COURSES_PRODUCTION_URL: 'https://learn.example.org',
      COURSES_SANDBOX_URL: 'https://learn-staging.example.org',
      COURSES_LOCAL_URL: 'http://localhost:4012',
    });
    expect(resolveEnvironment('https://school.example.org', custom).coursesUrl).toBe(
      'https://learn.example.org',
    );
    expect(resolveEnvironment('https://qa.example.org', custom).environment).toBe('sandbox');
    expect(resolveEnvironment('https://lectio.app', custom)).toMatchObject({
      environment: 'development',
      coursesUrl: 'http://localhost:4012',
    });
  });

  it('builds the courses auth links of SPEC §2.1', () => {
    expect(Object.values(COURSES_AUTH_PATHS)).toEqual([
      '/auth/login/teacher',
      '/auth/login/student',
      '/auth/signup/teacher',
      '/auth/signup/student',
    ]);
    expect(coursesAuthUrl('https://courses.lectio.app/', COURSES_AUTH_PATHS.studentSignup)).toBe(
      'https://courses.lectio.app/auth/signup/student',
    );
  });
});

describe('journalsUrlFromCourses', () => {
  it("leads each environment's courses host back to its own Journals site", () => {
    expect(journalsUrlFromCourses('https://courses.lectio.app', defaults)).toBe(
      'https://lectio.app',
    );
    expect(journalsUrlFromCourses('https://courses.sandbox.lectio.app', defaults)).toBe(
      'https://sandbox.lectio.app',
    );
    expect(journalsUrlFromCourses('http://localhost:3012', defaults)).toBe('http://localhost:3011');
    expect(
      journalsUrlFromCourses('http://127.0.0.1:4012', {
        ...defaults,
        JOURNALS_LOCAL_URL: 'http://127.0.0.1:4011/',
      }),
    ).toBe('http://127.0.0.1:4011');
  });
});
