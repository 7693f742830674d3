import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** Builds the real app in-process on the given database for `inject()` tests. */
export async function buildTestApp(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    FILES_DIR: mkdtempSync(join(tmpdir(), 'lectio-files-')),
    CLIENT_DIR: join(tmpdir(), 'lectio-no-client-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  return buildApp({ config });
}
