import { z } from 'zod';
import { describeConfigIssues, publicConfigSchema } from '../common/config/public-config';
import { stripeConfigIssues, stripeServerConfig } from './adapters/payments/config';
import { s3ConfigIssues, s3ServerConfig } from './adapters/storage/config';
import { translationConfigIssues, translationServerConfig } from './adapters/translation/config';
import { trustProxySchema } from './trust-proxy-config';
import { uploadsServerConfig } from './modules/uploads/config';
import { parsePackKeys } from './modules/workbook-packs/verify-pack';

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
    // The Academy (Courses) app, served by this same process (decision 0020): its own
    // listener, its client build, and the address its emails link to and its host is known by.
    ACADEMY_PORT: z.coerce.number().int().min(1).max(65535).default(3012),
    ACADEMY_BASE_URL: z.url().optional(),
    ACADEMY_CLIENT_DIR: z.string().min(1).default('build/academy/client'),
    FILES_DIR: z.string().min(1).default('data/files'),
    CLIENT_DIR: z.string().min(1).default('build/client'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Unset: on outside production, off in it; production refuses true (superRefine below).
    SEED_DEMO_DATA: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => (value ? value === 'true' : undefined)),
    TRUST_PROXY: trustProxySchema,
    // Browser tests only: POST /dev/billing/clock runs the billing job at a given moment.
    // Off unless 'true'; production refuses true (superRefine below).
    BILLING_TEST_CLOCK: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => value === 'true'),
    // Browser tests only: POST /dev/chat/clock sets chat's clock (the delivery window, issue 17).
    // Off unless 'true'; production refuses true (superRefine below).
    CHAT_TEST_CLOCK: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => value === 'true'),
    // The API description: /api/openapi.json and /api/docs, on outside production, off in it.
    API_DOCS: z
      .enum(['true', 'false', ''])
      .optional()
      .transform((value) => (value ? value === 'true' : undefined)),
    // Accounts: Redis for rate limits shared by instances (else the database); session expiry.
    REDIS_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || /^rediss?:\/\//.test(value), {
        message: 'must start with redis:// or rediss://',
      }),
    SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(6),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(365).default(30),
    // Email: SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://…:465), else the outbox.
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || isSmtpUrl(value), {
        message: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587',
      }),
    EMAIL_FROM: z.string().trim().min(3).default('Lectio <hello@lectio.app>'),
    // Google sign-in for students (GOOGLE_CLIENT_ID is a client setting, in publicConfigSchema):
    // the keys that sign Google ID tokens.
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    // Signed order status links in emails: HMAC key; unset, a random key kept in app_meta.
    ORDER_LINK_SECRET: z.string().default(''),
    // Publisher workbook packs (issue 16, point 9): the trusted Ed25519 public keys, comma-separated
    // `keyId:key` (32 raw bytes in base64, or PEM with \n for newlines). Empty: packs are refused.
    WORKBOOK_PACK_PUBLIC_KEYS: z
      .string()
      .default('')
      .refine((value) => packKeysIssue(value) === null, {
        error: (issue) => `must be keyId:key entries: ${packKeysIssue(String(issue.input))}`,
      }),
    // Video processing: this FFmpeg binary (else the npm package's, else `ffmpeg` on the PATH).
    FFMPEG_PATH: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined)),
    // How often each instance looks for videos to process; unset: every 15 s (the browser
    // tests' server looks every second, so a journey sees Ready without waiting).
    VIDEO_JOB_INTERVAL_MS: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? Number(value) : undefined))
      .pipe(
        z
          .number({ error: 'must be a whole number of milliseconds' })
          .int({ error: 'must be a whole number of milliseconds' })
          .min(100, { error: 'must be at least 100 (milliseconds)' })
          .optional(),
      ),
    // How often each instance sends due notification email; unset: every 20 s (the browser
    // tests' server every second, so a journey finds the email in the mailbox at once).
    NOTIFICATION_EMAIL_INTERVAL_MS: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? Number(value) : undefined))
      .pipe(
        z
          .number({ error: 'must be a whole number of milliseconds' })
          .int({ error: 'must be a whole number of milliseconds' })
          .min(100, { error: 'must be at least 100 (milliseconds)' })
          .optional(),
      ),
    // Billing documents (issue 16, point 5): Lectio's TIN for the W-9 block of quotes and the
    // bank details invoices print for ACH and bank transfers. Unset outside production, the
    // documents print marked development values; unset in production, they are not printed.
    BILLING_TIN: optionalText(),
    BILLING_BANK_NAME: optionalText(),
    BILLING_BANK_ROUTING: optionalText(),
    BILLING_BANK_ACCOUNT: optionalText(),
    // Card payments: Stripe when its keys are set (all three), else the local test provider.
    ...stripeServerConfig,
    // Files: an S3-compatible bucket when S3_BUCKET is set, else the local folder FILES_DIR.
    ...s3ServerConfig,
    // Resumable uploads: where incomplete ones wait, and the size limit of each kind.
    ...uploadsServerConfig,
    // "Show in my language" (issue 17): a LibreTranslate-compatible provider, else none.
    ...translationServerConfig,
  })
  .and(publicConfigSchema)
  .superRefine((config, ctx) => {
    for (const { path, message } of [
      ...stripeConfigIssues(config),
      ...s3ConfigIssues(config),
      ...translationConfigIssues(config),
    ]) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (config.ACADEMY_PORT === config.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['ACADEMY_PORT'],
        message: 'must differ from PORT: the Academy has a listener of its own',
      });
    }
    if (config.NODE_ENV === 'production' && config.BILLING_TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_TEST_CLOCK'],
        message:
          'must not be true in production: it lets a signed-in teacher move the billing clock',
      });
    }
    if (config.NODE_ENV === 'production' && config.CHAT_TEST_CLOCK) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHAT_TEST_CLOCK'],
        message: 'must not be true in production: it lets a signed-in adult move chat’s clock',
      });
    }
    if (config.NODE_ENV === 'production' && config.SEED_DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_DATA'],
        message:
          'must not be true in production: the demo accounts, a platform admin among them, share a password printed in the README',
      });
    }
  })
  .transform((config) => ({
    ...config,
    SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? config.NODE_ENV !== 'production',
    API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
    ACADEMY_BASE_URL: config.ACADEMY_BASE_URL ?? `http://localhost:${config.ACADEMY_PORT}`,
  }));

/** An optional setting: empty counts as unset. */
function optionalText() {
  return z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value : undefined));
}

function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

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

function packKeysIssue(value: string): string | null {
  try {
    parsePackKeys(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
