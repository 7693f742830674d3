import { describe, expect, it } from 'vitest';
import { UNREACHABLE_STRIPE } from '../tests/support/test-app';
import { ConfigError, loadConfig } from './config';

function configErrorOf(env: Record<string, string>): Error {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as Error;
  }
  throw new Error('loadConfig accepted the configuration');
}

const production = { NODE_ENV: 'production', ...UNREACHABLE_STRIPE };

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 3011 with SQLite', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3011);
    expect(config.DATABASE_URL).toBe('sqlite:data/lectio.db');
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:3011');
    expect(config.ACADEMY_PORT).toBe(3012);
    expect(config.ACADEMY_BASE_URL).toBe('http://localhost:3012');
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.NODE_ENV).toBe('development');
  });

  it('lets PORT and DATABASE_URL override the defaults', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://app@db:5432/lectio' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/lectio');
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });

  it('lets ACADEMY_PORT move the Academy, never onto the Journals port', () => {
    const config = loadConfig({ ACADEMY_PORT: '4012' });
    expect(config.ACADEMY_PORT).toBe(4012);
    expect(config.ACADEMY_BASE_URL).toBe('http://localhost:4012');
    expect(configErrorOf({ PORT: '4000', ACADEMY_PORT: '4000' }).message).toContain(
      'ACADEMY_PORT: must differ from PORT',
    );
  });

  it.each([
    ['PORT', 'eighty'],
    ['ACADEMY_PORT', '0'],
    ['ACADEMY_BASE_URL', 'courses.lectio.app'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/lectio'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_BASE_URL', 'lectio.app'],
    ['SEED_DEMO_DATA', 'yes'],
    ['STORAGE_BASE_URL', 'relative/path'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0'],
    ['TRUST_PROXY', '10.0.0.1, lb.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('rejects a bad %s and names it', (name, value) => {
    expect(configErrorOf({ [name]: value }).message).toContain(name);
  });
});

describe('demo data and production', () => {
  it.each(['development', 'test'])('seeds demo data by default in %s', (NODE_ENV) => {
    expect(loadConfig({ NODE_ENV }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV, SEED_DEMO_DATA: '' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('never seeds demo data by default in production', () => {
    expect(loadConfig(production).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('refuses to start in production with SEED_DEMO_DATA=true, naming the variable', () => {
    const error = configErrorOf({ ...production, SEED_DEMO_DATA: 'true' });
    expect(error.message).toContain('SEED_DEMO_DATA: must not be true in production');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default or with false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 ,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would trust a made-up X-Forwarded-For, and says what to write', () => {
    const message = configErrorOf({ TRUST_PROXY: 'true' }).message;
    expect(message).toContain('TRUST_PROXY: must name the proxies, not true');
    expect(message).toContain('a hop count (e.g. 1');
  });
});

describe('the billing test clock (browser tests only)', () => {
  it('is off unless set, and on when set outside production', () => {
    expect(loadConfig({}).BILLING_TEST_CLOCK).toBe(false);
    expect(loadConfig({ BILLING_TEST_CLOCK: 'true' }).BILLING_TEST_CLOCK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', BILLING_TEST_CLOCK: 'false' }).BILLING_TEST_CLOCK).toBe(
      false,
    );
  });

  it('is refused in production, naming the setting', () => {
    expect(configErrorOf({ ...production, BILLING_TEST_CLOCK: 'true' }).message).toContain(
      'BILLING_TEST_CLOCK',
    );
    expect(loadConfig({ ...production, BILLING_TEST_CLOCK: 'false' }).BILLING_TEST_CLOCK).toBe(
      false,
    );
  });
});

describe('the chat test clock (browser tests only)', () => {
  it('is off unless set, and refused in production, naming the setting', () => {
    expect(loadConfig({}).CHAT_TEST_CLOCK).toBe(false);
    expect(loadConfig({ CHAT_TEST_CLOCK: 'true' }).CHAT_TEST_CLOCK).toBe(true);
    expect(configErrorOf({ ...production, CHAT_TEST_CLOCK: 'true' }).message).toContain(
      'CHAT_TEST_CLOCK',
    );
  });
});
