import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { tempDir } from './temp-dir';

/**
 * Production refuses the local test payment provider, so production-mode test apps get Stripe
 * test keys whose API address answers nothing: no test can ever reach the real Stripe.
 */
export const UNREACHABLE_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_lectio_tests',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_lectio_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_lectio_tests',
  STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_lectio_tests',
  STRIPE_API_URL: 'http://127.0.0.1:9',
} as const;

/** Builds the real app in-process on the given database for `inject()` tests. */
export async function buildTestApp(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    FILES_DIR: tempDir('files'),
    UPLOADS_TEMP_DIR: tempDir('uploads'),
    CLIENT_DIR: join(tmpdir(), 'lectio-no-client-build'),
    ACADEMY_CLIENT_DIR: join(tmpdir(), 'lectio-no-academy-build'),
    LOG_LEVEL: 'silent',
    ...(env.NODE_ENV === 'production' ? UNREACHABLE_STRIPE : {}),
    ...env,
  });
  return buildApp({ config, ...options });
}
