import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** An upload may take this long from its first byte to its last; then it is removed. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The bucket holding incomplete uploads, given explicitly (the server's S3_* settings). */
export interface TusS3Settings {
  bucket: string;
  /** Unset for AWS itself; the address of MinIO, s3rver and the like. */
  endpoint?: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/** A tus store whose finished bytes can be read back (both stores can; DataStore does not say so). */
export type TusStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export interface TusStoreSettings {
  /** The folder for incomplete uploads when there is no bucket (UPLOADS_TEMP_DIR). */
  directory: string;
  /** With a bucket, incomplete uploads live there as multipart uploads, so any instance resumes them. */
  s3?: TusS3Settings | null;
}

/**
 * Where tus keeps the bytes of uploads in progress: a local folder (one instance, or a shared
 * volume) or the S3 bucket (any instance can resume). Both know the expiration extension, so
 * an upload untouched for a day is refused with 410 and removed by the cleanup job.
 */
export function createTusStore({ directory, s3 }: TusStoreSettings): TusStore {
  if (s3) {
    return new S3Store({
      // 8 MiB parts: few requests per upload, little held in memory per part.
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        credentials: s3.credentials,
        forcePathStyle: s3.forcePathStyle,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      },
    });
  }
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
