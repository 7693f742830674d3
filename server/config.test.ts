import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded setup on port 3011 with SQLite', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3011);
    expect(config.DATABASE_URL).toBe('sqlite:data/lectio.db');
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:3011');
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.NODE_ENV).toBe('development');
  });

  it('lets PORT and DATABASE_URL override the defaults', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://app@db:5432/lectio' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/lectio');
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:8080');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/lectio'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_BASE_URL', 'lectio.app'],
    ['SEED_DEMO_DATA', 'yes'],
    ['STORAGE_BASE_URL', 'relative/path'],
  ])('rejects a bad %s and names it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });
});
