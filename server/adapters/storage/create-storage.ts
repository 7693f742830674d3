import { s3Settings, type S3ConfigValues } from './config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export interface StorageConfig extends S3ConfigValues {
  FILES_DIR: string;
}

/**
 * The bucket when S3_BUCKET is set (several instances then share every file), else the local
 * folder, the embedded default for one machine.
 */
export function createStorage(config: StorageConfig): FileStorage {
  const settings = s3Settings(config);
  return settings ? createS3Storage(settings) : createLocalStorage(config.FILES_DIR);
}
