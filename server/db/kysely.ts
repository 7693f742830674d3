import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite, { type Database as SqliteConnection, type Statement } from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/**
 * Opens the database named by a URL: `sqlite:<path>` (embedded default, `sqlite::memory:` for
 * throwaway databases) or `postgres://…`. Both run the same migrations and queries.
 */
const INT8_OID = 20;

/**
 * 64-bit integers (bigint columns such as upload sizes, and count(*)) arrive as numbers, as
 * they do from SQLite. Every value Lectio stores fits well inside 2^53.
 */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
}

export function openDatabase(
  url: string,
  { onQuery }: { onQuery?: (() => void) | undefined } = {},
): DatabaseHandle {
  // Kysely's log hook sees every query, whatever runs it (the benchmark counts them).
  const log = onQuery ? () => onQuery() : undefined;
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10, types: { getTypeParser } });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) }),
      kind: 'postgres',
    };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
      ...(log ? { log } : {}),
    }),
    kind: 'sqlite',
  };
}

/** How many prepared statements one SQLite connection keeps; the app has a few hundred queries. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs more than running a small
 * indexed query. The app's queries are a fixed set of SQL texts (values are bound, never
 * inlined), so each is prepared once and reused, the least recently used dropped first.
 * Kysely's SQLite driver runs one query at a time, so a statement is never in use twice.
 */
export function cachingStatements(sqlite: SqliteConnection, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string): Statement {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}
