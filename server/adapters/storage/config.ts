import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * The S3-compatible bucket (decision 0012). Setting S3_BUCKET chooses it over the local folder;
 * the other settings only matter with it. Spread into the server's config schema.
 */
export const s3ServerConfig = {
  S3_BUCKET: optionalText.refine(
    (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
    { message: 'must be a bucket name: 3–63 lower-case letters, digits, dots and dashes' },
  ),
  /** Unset for AWS itself; the address of any other S3-compatible service (MinIO, R2, …). */
  S3_ENDPOINT: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value),
    { message: 'must be an http(s) origin such as https://s3.example.org:9000' },
  ),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Most non-AWS services want path-style addresses (endpoint/bucket/key). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => (value ? value === 'true' : undefined)),
  /**
   * How private files reach a browser once the server has checked permission: streamed
   * through the server ('proxy'), or a 302 to a presigned bucket URL ('redirect').
   */
  S3_DOWNLOADS: z
    .enum(['proxy', 'redirect', ''])
    .optional()
    .transform((value) => value || undefined),
  S3_PRESIGN_SECONDS: z.coerce.number().int().min(1).max(604_800).default(300),
};

export interface S3ConfigValues {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_DOWNLOADS?: 'proxy' | 'redirect' | undefined;
  S3_PRESIGN_SECONDS: number;
}

/** Everything the S3 adapter (and the tus S3 store) needs, once the config has been checked. */
export interface S3Settings {
  bucket: string;
  /** Undefined: AWS, addressed by region. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  downloads: 'proxy' | 'redirect';
  presignSeconds: number;
}

/**
 * Half an S3 setup would fail on the first upload, long after boot, so the settings are
 * checked together: the bucket needs both keys, and the other S3 settings without a bucket
 * would silently do nothing.
 */
export function s3ConfigIssues(config: S3ConfigValues): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!config.S3_BUCKET) {
    for (const name of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_DOWNLOADS',
    ] as const) {
      if (config[name] !== undefined) {
        issues.push({
          path: name,
          message: 'has no effect without S3_BUCKET: set the bucket, or remove this setting',
        });
      }
    }
    return issues;
  }
  if (!config.S3_ACCESS_KEY_ID) {
    issues.push({ path: 'S3_ACCESS_KEY_ID', message: 'is required with S3_BUCKET' });
  }
  if (!config.S3_SECRET_ACCESS_KEY) {
    issues.push({ path: 'S3_SECRET_ACCESS_KEY', message: 'is required with S3_BUCKET' });
  }
  return issues;
}

/** The checked S3 settings, or null when files stay in the local folder. */
export function s3Settings(config: S3ConfigValues): S3Settings | null {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT?.replace(/\/$/, ''),
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    downloads: config.S3_DOWNLOADS ?? 'proxy',
    presignSeconds: config.S3_PRESIGN_SECONDS,
  };
}
