import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { s3Settings } from './config';

const BUCKET = {
  S3_BUCKET: 'lectio-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const issues = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('S3 settings', () => {
  it('keep files in the local folder when S3_BUCKET is unset', () => {
    expect(s3Settings(loadConfig({}))).toBeNull();
  });

  it('choose the bucket with S3_BUCKET and its keys, with AWS defaults', () => {
    expect(s3Settings(loadConfig(BUCKET))).toEqual({
      bucket: 'lectio-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      downloads: 'proxy',
      presignSeconds: 300,
    });
  });

  it('take an endpoint, region, path style and redirect downloads', () => {
    const config = loadConfig({
      ...BUCKET,
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_DOWNLOADS: 'redirect',
      S3_PRESIGN_SECONDS: '60',
    });
    expect(s3Settings(config)).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      downloads: 'redirect',
      presignSeconds: 60,
    });
  });

  it('refuse a bucket without both keys, naming each missing one', () => {
    const message = issues({ S3_BUCKET: 'lectio-files' });
    expect(message).toContain('S3_ACCESS_KEY_ID: is required with S3_BUCKET');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required with S3_BUCKET');
    expect(issues({ ...BUCKET, S3_SECRET_ACCESS_KEY: '' })).toContain('S3_SECRET_ACCESS_KEY');
  });

  it('refuse S3 settings that would do nothing without a bucket', () => {
    expect(issues({ S3_ENDPOINT: 'http://minio:9000' })).toContain(
      'S3_ENDPOINT: has no effect without S3_BUCKET',
    );
    expect(issues({ S3_DOWNLOADS: 'redirect' })).toContain('S3_DOWNLOADS: has no effect');
  });

  it('refuse malformed values with what to write instead', () => {
    expect(issues({ ...BUCKET, S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET');
    expect(issues({ ...BUCKET, S3_ENDPOINT: 'minio:9000' })).toContain(
      'S3_ENDPOINT: must be an http(s) origin',
    );
    expect(issues({ ...BUCKET, S3_ENDPOINT: 'https://minio/bucket' })).toContain('S3_ENDPOINT');
    expect(issues({ ...BUCKET, S3_DOWNLOADS: 'stream' })).toContain('S3_DOWNLOADS');
    expect(issues({ ...BUCKET, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
    expect(issues({ ...BUCKET, S3_PRESIGN_SECONDS: '0' })).toContain('S3_PRESIGN_SECONDS');
    expect(issues({ ...BUCKET, S3_PRESIGN_SECONDS: '700000' })).toContain('S3_PRESIGN_SECONDS');
  });
});
