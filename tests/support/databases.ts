import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Creates an empty, isolated database and returns its URL. */
  create(): Promise<string>;
  /** Drops everything create() made. */
  dropAll(): Promise<void>;
}

/**
 * The databases every database test runs on: SQLite always, PostgreSQL as well when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL test database is a schema of its
 * own, selected through the connection's search_path, so test files never see each other.
 * Vitest's workers each get a database of their own (see workerDatabaseUrl).
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    { name: 'sqlite', create: async () => 'sqlite::memory:', dropAll: async () => undefined },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push(postgres(url));
  return databases;
}

function postgres(url: string): TestDatabase {
  const schemas: string[] = [];
  let baseUrl: string | undefined;
  const admin = () => new pg.Client({ connectionString: baseUrl });
  return {
    name: 'postgres',
    async create() {
      baseUrl ??= await workerDatabaseUrl(url);
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const client = admin();
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      schemas.push(schema);
      const schemaUrl = new URL(baseUrl);
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
      return schemaUrl.toString();
    },
    async dropAll() {
      if (schemas.length === 0) return;
      const client = admin();
      await client.connect();
      for (const schema of schemas.splice(0)) await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * The database of this Vitest worker: `<name>_w<VITEST_POOL_ID>` beside TEST_DATABASE_URL's,
 * made on first use. Why not schemas of one database: Kysely's migrator introspects the tables
 * of every schema, and that query fails when another worker drops its schema at the same
 * moment. Outside Vitest (the browser tests' cluster) the URL is used as it is.
 */
const workerDatabases = new Map<string, Promise<string>>();
function workerDatabaseUrl(url: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return Promise.resolve(url);
  let made = workerDatabases.get(url);
  if (!made) {
    made = createWorkerDatabase(url, worker);
    workerDatabases.set(url, made);
  }
  return made;
}

async function createWorkerDatabase(url: string, worker: string): Promise<string> {
  const workerUrl = new URL(url);
  const name = `${workerUrl.pathname.slice(1) || 'postgres'}_w${Number(worker)}`;
  workerUrl.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } catch (error) {
    // 42P04 duplicate_database: an earlier run made it.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
  return workerUrl.toString();
}
