import { afterEach, describe, expect, it, vi } from 'vitest';
import { countTests, describeCounts } from './test-counts';
import requireTestServicesInCi from './vitest-global-setup';

describe('test counts by database and rate-limit store', () => {
  it('counts tests by the `on <database>` and `<store> store` markers of their suites', () => {
    const counts = countTests([
      'store API on sqlite > prices a cart',
      'store API on postgres > prices a cart',
      'failed-login limits on sqlite, database store > blocks the 11th failure',
      'failed-login limits on sqlite, Redis store > blocks the 11th failure',
      'failed-login limits on postgres, database store > blocks the 11th failure',
      'loadConfig > defaults to the embedded setup',
    ]);
    expect(Object.fromEntries(counts.databases)).toEqual({ sqlite: 3, postgres: 2 });
    expect(Object.fromEntries(counts.stores)).toEqual({ database: 2, redis: 1 });
    expect(counts.other).toBe(1);
    expect(describeCounts(counts)).toBe(
      'Tests by database: sqlite 3, postgres 2; by rate-limit store: database 2, redis 1; neither: 1',
    );
  });

  it('shows a database or store on which nothing ran as 0', () => {
    expect(describeCounts(countTests(['store API on sqlite > prices a cart']))).toBe(
      'Tests by database: sqlite 1, postgres 0; by rate-limit store: database 0, redis 0; neither: 0',
    );
  });
});

describe('the PostgreSQL and Redis tests in CI', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails the run in CI when TEST_DATABASE_URL or TEST_REDIS_URL is missing', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('TEST_REDIS_URL', 'redis://127.0.0.1:6379');
    expect(() => requireTestServicesInCi()).toThrow(/TEST_DATABASE_URL is not set/);
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
    vi.stubEnv('TEST_REDIS_URL', '');
    expect(() => requireTestServicesInCi()).toThrow(/TEST_REDIS_URL is not set/);
    vi.stubEnv('TEST_REDIS_URL', 'redis://127.0.0.1:6379');
    expect(() => requireTestServicesInCi()).not.toThrow();
  });

  it('leaves them optional outside CI', () => {
    vi.stubEnv('CI', '');
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('TEST_REDIS_URL', '');
    expect(() => requireTestServicesInCi()).not.toThrow();
  });
});

describe('the Vitest configuration', () => {
  it('checks the services in CI, shuffles the order and reports the counts', async () => {
    const { default: config } = await import('../../vitest.config');
    expect(config.test?.globalSetup).toContain('tests/support/vitest-global-setup.ts');
    expect(config.test?.sequence?.shuffle).toBe(true);
    expect(config.test?.reporters).toEqual(['default', './tests/support/test-count-reporter.ts']);
  });
});
