import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { mkdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { S3Settings } from '../../adapters/storage/config';
import { s3ClientConfig } from '../../adapters/storage/s3';

/** An upload may take this long from its first byte to its last; then it is removed. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The bucket holding incomplete uploads: the server's own (S3_* settings). */
export type TusS3Settings = S3Settings;

/** A tus store whose finished bytes can be read back (both stores can; DataStore does not say so). */
export type TusStore = DataStore & { read(id: string): Readable | Promise<Readable> };

export interface TusStoreSettings {
  /** The folder for incomplete uploads when there is no bucket (UPLOADS_TEMP_DIR). */
  directory: string;
  /** With a bucket, incomplete uploads live there as multipart uploads, so any instance resumes them. */
  s3?: TusS3Settings | null;
}

/**
 * @tus/s3-store's remove() aborts the multipart upload first and gives up when there is none,
 * which is always the case once an upload is complete (S3 answers NoSuchUpload), so a finished
 * upload's object and its .info would stay in the bucket for ever. This store removes the
 * objects whatever the abort answered.
 */
class BucketTusStore extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id).catch(() => undefined);
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: {
        Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }],
      },
    });
  }
}

/**
 * FileStore's constructor starts an asynchronous mkdir of its folder and throws any error from
 * the callback, where nothing can catch it (a folder removed meanwhile crashes the process).
 * This store's folder is made synchronously before it is built (createTusStore), so that step
 * is left out here.
 */
class FolderTusStore extends FileStore {}
(FolderTusStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory =
  () => undefined;

/**
 * Where tus keeps the bytes of uploads in progress: a local folder (one instance, or a shared
 * volume) or the S3 bucket (any instance can resume). Both know the expiration extension, so
 * an upload untouched for a day is refused with 410 and removed by the cleanup job.
 */
export function createTusStore({ directory, s3 }: TusStoreSettings): TusStore {
  if (s3) {
    return new BucketTusStore({
      // 8 MiB parts: few requests per upload, little held in memory per part.
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      // Incomplete uploads sit at the bucket's root as <uuid>, <uuid>.info and <uuid>.part:
      // never a storage key (those always have a folder), never served by address.
      s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(s3) },
    });
  }
  mkdirSync(directory, { recursive: true });
  return new FolderTusStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
