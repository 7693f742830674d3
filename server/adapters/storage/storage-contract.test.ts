import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../tests/support/s3-server';
import { tempDir } from '../../../tests/support/temp-dir';
import { createLocalStorage } from './local';
import { createS3Storage, MULTIPART_PART_SIZE, type S3FileStorage } from './s3';
import { InvalidStorageKeyError, type FileStorage } from './storage';

interface Adapter {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

const ADAPTERS: Adapter[] = [
  {
    name: 'local folder',
    start: async () => ({ storage: createLocalStorage(tempDir('contract')), stop: async () => {} }),
  },
  {
    name: 'S3 bucket',
    start: async () => {
      const s3: TestS3 = await startTestS3();
      const storage = createS3Storage(s3.settings);
      return {
        storage,
        stop: async () => {
          await storage.close?.();
          await s3.stop();
        },
      };
    },
  },
];

/** A stream of `size` random bytes in uneven pieces, with the bytes' SHA-256. */
function randomStream(size: number): { body: Readable; sha256: string } {
  const bytes = randomBytes(size);
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < size; offset += 777_777) {
    pieces.push(bytes.subarray(offset, offset + 777_777));
  }
  return {
    body: Readable.from(pieces),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * What every FileStorage must do, run on the local folder and on an S3 bucket (s3rver, or
 * TEST_S3_ENDPOINT). Keys live under a prefix of their own, removed at the end, so a shared
 * bucket is left as it was found.
 */
describe.each(ADAPTERS)('storage contract: $name', (adapter) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  const root = `contract-${randomUUID().slice(0, 8)}`;
  const key = (name: string) => `${root}/${name}`;

  beforeAll(async () => {
    ({ storage, stop } = await adapter.start());
  });
  afterAll(async () => {
    await storage.deletePrefix(root);
    await stop();
  });

  it('stores bytes and reads them back with their type, size, tag, date and metadata', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello');
    const before = Date.now();
    const info = await storage.put(key('a.pdf'), bytes, {
      contentType: 'application/pdf',
      metadata: { 'content-hash': 'abc', 'rendered-by': 'v2' },
    });
    expect(info).toMatchObject({
      key: key('a.pdf'),
      size: bytes.length,
      contentType: 'application/pdf',
      metadata: { 'content-hash': 'abc', 'rendered-by': 'v2' },
    });
    expect(info.etag).toMatch(/^"[^"]+"$/);
    // Second precision (HTTP dates, S3) and a little clock slack between two servers.
    expect(info.lastModified.getTime()).toBeGreaterThan(before - 5_000);
    expect(await storage.head(key('a.pdf'))).toEqual(info);
    expect(await storage.get(key('a.pdf'))).toEqual(bytes);
    expect(await storage.exists(key('a.pdf'))).toBe(true);
    const file = await storage.stream(key('a.pdf'));
    expect(file?.info).toEqual(info);
    expect(await text(file!.body)).toBe('%PDF-1.7 hello');
  });

  it('streams a byte range, reporting the whole file in its description', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const info = await storage.put(key('range.txt'), bytes, { contentType: 'text/plain' });
    for (const [start, end] of [
      [0, 0],
      [3, 7],
      [10, 19],
      [19, 19],
      [0, 19],
    ] as const) {
      const file = await storage.stream(key('range.txt'), { range: { start, end } });
      expect(file?.info, `${start}-${end}`).toEqual(info);
      expect((await buffer(file!.body)).toString(), `${start}-${end}`).toBe(
        bytes.subarray(start, end + 1).toString(),
      );
    }
  });

  it('changes the tag when the content changes and keeps it when rewritten the same', async () => {
    const first = await storage.put(key('x.txt'), Buffer.from('one'), {
      contentType: 'text/plain',
    });
    const same = await storage.put(key('x.txt'), Buffer.from('one'), { contentType: 'text/plain' });
    const other = await storage.put(key('x.txt'), Buffer.from('two'), {
      contentType: 'text/plain',
    });
    expect(same.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
    expect((await storage.head(key('x.txt')))?.etag).toBe(other.etag);
    expect(await storage.get(key('x.txt'))).toEqual(Buffer.from('two'));
  });

  it('stores a multi-megabyte stream in 5 MB parts without changing a byte', async () => {
    const size = 2 * MULTIPART_PART_SIZE + 123_457;
    const { body, sha256: expected } = randomStream(size);
    const info = await storage.putStream(key('video.mp4'), body, {
      contentType: 'video/mp4',
      metadata: { duration: '12.5' },
    });
    expect(info).toMatchObject({ size, contentType: 'video/mp4', metadata: { duration: '12.5' } });
    if (storage.kind === 's3') {
      // Three parts: S3's multipart tag ends with the part count.
      expect(info.etag).toMatch(/-3"$/);
    }
    expect(sha256((await storage.get(key('video.mp4')))!)).toBe(expected);
    // A range across the first part boundary reads the same bytes as the whole file.
    const whole = (await storage.get(key('video.mp4')))!;
    const start = MULTIPART_PART_SIZE - 10;
    const file = await storage.stream(key('video.mp4'), { range: { start, end: start + 19 } });
    expect(await buffer(file!.body)).toEqual(whole.subarray(start, start + 20));
  });

  it('stores a small stream too, and replaces a file by stream', async () => {
    await storage.put(key('small.bin'), Buffer.from('old'), { contentType: 'text/plain' });
    const info = await storage.putStream(key('small.bin'), Readable.from([Buffer.from('new!')]), {
      contentType: 'application/octet-stream',
    });
    expect(info).toMatchObject({ size: 4, contentType: 'application/octet-stream', metadata: {} });
    expect(await storage.get(key('small.bin'))).toEqual(Buffer.from('new!'));
  });

  it('keeps the old file when a stream fails half-way, and leaves no parts behind', async () => {
    await storage.put(key('keep.bin'), Buffer.from('kept'), { contentType: 'text/plain' });
    async function* failing() {
      yield randomBytes(MULTIPART_PART_SIZE);
      yield randomBytes(MULTIPART_PART_SIZE);
      throw new Error('connection lost');
    }
    await expect(
      storage.putStream(key('keep.bin'), Readable.from(failing()), { contentType: 'text/plain' }),
    ).rejects.toThrow('connection lost');
    expect(await storage.get(key('keep.bin'))).toEqual(Buffer.from('kept'));
    if (storage.kind === 's3') {
      const s3 = storage as S3FileStorage;
      const uploads = await s3.client.send(
        new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: root }),
      );
      expect(uploads.Uploads ?? []).toEqual([]);
    }
  });

  it('deletes one file, and every file under a prefix but nothing beside it', async () => {
    const put = (name: string) =>
      storage.put(key(name), Buffer.from(name), { contentType: 'text/plain' });
    await Promise.all(
      ['hls/720/a.ts', 'hls/720/b.ts', 'hls/360/a.ts', 'hls/index.m3u8', 'hlsx.txt', 'one.txt'].map(
        put,
      ),
    );
    await storage.delete(key('one.txt'));
    expect(await storage.exists(key('one.txt'))).toBe(false);
    await storage.delete(key('one.txt'));

    await storage.deletePrefix(key('hls'));
    for (const name of ['hls/720/a.ts', 'hls/720/b.ts', 'hls/360/a.ts', 'hls/index.m3u8']) {
      expect(await storage.exists(key(name)), name).toBe(false);
    }
    expect(await storage.get(key('hlsx.txt'))).toEqual(Buffer.from('hlsx.txt'));
    await storage.deletePrefix(key('nothing-here'));
  });

  it('answers null or false for missing files, and for a "folder"', async () => {
    await storage.put(key('dir/file.txt'), Buffer.from('x'), { contentType: 'text/plain' });
    expect(await storage.head(key('missing.txt'))).toBeNull();
    expect(await storage.get(key('missing.txt'))).toBeNull();
    expect(await storage.stream(key('missing.txt'))).toBeNull();
    expect(await storage.exists(key('missing.txt'))).toBe(false);
    expect(await storage.exists(key('dir'))).toBe(false);
    expect(await storage.head(key('dir'))).toBeNull();
  });

  it('refuses bad keys and bad metadata before storing anything', async () => {
    for (const bad of ['../escape.txt', '/abs.txt', 'a/../../b', '', 'a//b', '.hidden']) {
      const options = { contentType: 'text/plain' };
      await expect(storage.put(bad, Buffer.from('x'), options)).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.putStream(bad, Readable.from(['x']), options)).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.head(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.stream(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.deletePrefix(bad)).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(
      storage.put(key('meta.txt'), Buffer.from('x'), {
        contentType: 'text/plain',
        metadata: { note: 'naïve' },
      }),
    ).rejects.toThrow(/metadata/);
    expect(await storage.exists(key('meta.txt'))).toBe(false);
  });
});
