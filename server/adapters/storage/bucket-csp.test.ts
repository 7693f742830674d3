import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../tests/support/s3-server';
import { buildTestApp } from '../../../tests/support/test-app';
import { createS3Storage } from './s3';
import { tempDir } from '../../../tests/support/temp-dir';

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
 * the pages must allow the bucket's origin for images and media, and only then.
 */
describe('pages and the bucket', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.stop());

  it('allow images and media from this server only, on the local folder and in proxy mode', async () => {
    const own = ["img-src 'self' data: https://i.ytimg.com", "media-src 'self'"];
    expect(await mediaPolicy({})).toEqual(own);
    expect(await mediaPolicy(s3.env)).toEqual(own);
  });

  it('allow the bucket origin in redirect mode, as the presigned addresses name it', async () => {
    expect(await mediaPolicy({ ...s3.env, S3_DOWNLOADS: 'redirect' })).toEqual([
      `img-src 'self' data: https://i.ytimg.com ${s3.endpoint}`,
      `media-src 'self' ${s3.endpoint}`,
    ]);
    // AWS itself is virtual-hosted; the app reads the origin off a presigned address, which
    // is signed locally (no request reaches AWS).
    const aws = createS3Storage({
      ...s3.settings,
      endpoint: undefined,
      region: 'eu-west-3',
      bucket: 'lectio-files',
      forcePathStyle: false,
      downloads: 'redirect',
    });
    expect(new URL(await aws.downloadUrl!('private/x', {})).origin).toBe(
      'https://lectio-files.s3.eu-west-3.amazonaws.com',
    );
    await aws.close();
  });
});
