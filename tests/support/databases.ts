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
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    { name: 'sqlite', create: async () => 'sqlite::memory:', dropAll: async () => undefined },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push(postgres(url));
  return databases;
}

function postgres(baseUrl: string): TestDatabase {
  const schemas: string[] = [];
  const admin = () => new pg.Client({ connectionString: baseUrl });
  return {
    name: 'postgres',
    async create() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const client = admin();
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      schemas.push(schema);
      const url = new URL(baseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return url.toString();
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
