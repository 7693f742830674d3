import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app';
import { tempDir } from '../../../tests/support/temp-dir';

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

/** The pages' policy for images and video, with private files served in each way. */
async function mediaPolicy(env: Record<string, string>): Promise<string[]> {
  const client = tempDir('client');
  for (const name of ['index.html', '__spa-fallback.html']) {
    writeFileSync(join(client, name), '<!doctype html><title>Lectio</title>');
  }
  const app = await buildTestApp('sqlite::memory:', { CLIENT_DIR: client, ...env });
  try {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    return csp.split('; ').filter((part) => /^(img|media)-src /.test(part));
  } finally {
    await app.close();
  }
}

/**
 * In redirect mode an <img> or <video> of a private file ends at the bucket after a 302, so
 * the pages must allow the bucket's origin for images and media, and only then. (Signing is
 * local: no bucket is contacted.)
 */
describe('pages and the bucket', () => {
  it('allow images and media from this server only, on the local folder and in proxy mode', async () => {
    const own = ["img-src 'self' data: https://i.ytimg.com", "media-src 'self'"];
    expect(await mediaPolicy({})).toEqual(own);
    expect(
      await mediaPolicy({ S3_BUCKET: 'lectio-files', S3_ENDPOINT: 'http://127.0.0.1:9', ...KEYS }),
    ).toEqual(own);
  });

  it('allow the bucket origin in redirect mode, path-style or virtual-hosted', async () => {
    expect(
      await mediaPolicy({
        S3_BUCKET: 'lectio-files',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_DOWNLOADS: 'redirect',
        ...KEYS,
      }),
    ).toEqual([
      "img-src 'self' data: https://i.ytimg.com http://127.0.0.1:9",
      "media-src 'self' http://127.0.0.1:9",
    ]);
    expect(
      await mediaPolicy({
        S3_BUCKET: 'lectio-files',
        S3_REGION: 'eu-west-3',
        S3_DOWNLOADS: 'redirect',
        ...KEYS,
      }),
    ).toEqual([
      "img-src 'self' data: https://i.ytimg.com https://lectio-files.s3.eu-west-3.amazonaws.com",
      "media-src 'self' https://lectio-files.s3.eu-west-3.amazonaws.com",
    ]);
  });
});
