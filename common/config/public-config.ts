import { z } from 'zod';

/**
 * Settings the browser needs (hosts, storage, contact addresses). They are read from the
 * environment when the client is built and again when the server boots, so a bad value
 * fails early in both places. Defaults describe the embedded local setup.
 */
export const publicConfigSchema = z.object({
  /** Canonical public address of the site, used in canonical links, Open Graph and the sitemap. */
  SITE_URL: z
    .url()
    .default('https://lectio.app')
    .transform((value) => value.replace(/\/+$/, '')),
  PRODUCTION_HOSTS: z
    .string()
    .default('lectio.app,www.lectio.app')
    .transform((value) => splitList(value)),
  SANDBOX_HOSTS: z
    .string()
    .default('sandbox.lectio.app')
    .transform((value) => splitList(value)),
  COURSES_PRODUCTION_URL: z.url().default('https://courses.lectio.app'),
  COURSES_SANDBOX_URL: z.url().default('https://courses.sandbox.lectio.app'),
  COURSES_LOCAL_URL: z.url().default('http://localhost:3012'),
  /** Where the Academy's pages send people back to the Journals site in local development. */
  JOURNALS_LOCAL_URL: z.url().default('http://localhost:3011'),
  STORAGE_BASE_URL: z
    .string()
    .default('/files')
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'must be an absolute URL or a path starting with /',
    })
    .transform((value) => value.replace(/\/+$/, '')),
  CONTACT_EMAIL: z.email().default('hello@lectio.app'),
  SCHOOLS_EMAIL: z.email().default('schools@lectio.app'),
  /** Google sign-in for students: the OAuth client id; empty means the button is not offered. */
  GOOGLE_CLIENT_ID: z.string().trim().max(200).default(''),
  /**
   * Card payments with Stripe: the publishable key the checkout's card field uses. Empty means
   * the local test provider (never in production; the server checks the three Stripe keys).
   */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .max(300)
    .default('')
    .refine((value) => value === '' || value.startsWith('pk_'), {
      message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    }),
  /**
   * "Show in my language" (issue 17, point 13): the translation provider's name, as the privacy
   * policy lists it. Set with the server's TRANSLATION_URL; empty means no provider.
   */
  TRANSLATION_PROVIDER_NAME: z.string().trim().max(100).default(''),
});

export type PublicConfig = z.output<typeof publicConfigSchema>;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** Formats zod issues as "VARIABLE: problem" lines so an operator sees what to fix. */
export function describeConfigIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

export function parsePublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const result = publicConfigSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration\n${describeConfigIssues(result.error)}`);
  }
  return result.data;
}
