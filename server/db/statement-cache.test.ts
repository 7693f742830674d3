import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './kysely';

describe('the SQLite statement cache', () => {
  it('prepares each SQL text once and reuses it', () => {
    const sqlite = new SQLite(':memory:');
    const cached = cachingStatements(sqlite, 2);
    const first = cached.prepare('select 1 as n');
    expect(cached.prepare('select 1 as n')).toBe(first);
    expect(cached.prepare('select 1 as n').get()).toEqual({ n: 1 });
    expect(cached.prepare('select 2 as n')).not.toBe(first);
    sqlite.close();
  });

  it('drops the least recently used statement when full', () => {
    const sqlite = new SQLite(':memory:');
    const cached = cachingStatements(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // 'select 2' is now the oldest
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
    sqlite.close();
  });
});
