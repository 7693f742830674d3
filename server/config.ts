import { z } from 'zod';
import { describeConfigIssues, publicConfigSchema } from '../common/config/public-config';

const serverConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3011),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('sqlite:data/lectio.db')
      .refine((value) => /^(postgres(ql)?:\/\/|sqlite:)/.test(value), {
        message: 'must start with postgres://, postgresql:// or sqlite:',
      }),
    PUBLIC_BASE_URL: z.url().optional(),
    FILES_DIR: z.string().min(1).default('data/files'),
    CLIENT_DIR: z.string().min(1).default('build/client'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .and(publicConfigSchema)
  .transform((config) => ({
    ...config,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
  }));

export type AppConfig = z.output<typeof serverConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at boot; a bad value stops the process naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = serverConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration\n${describeConfigIssues(result.error)}`);
  }
  return result.data;
}
