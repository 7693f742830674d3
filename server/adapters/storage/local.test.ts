import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import { InvalidStorageKeyError, isValidKey, type FileStorage } from './storage';
import { tempDir } from '../../../tests/support/temp-dir';

const BAD_KEYS = [
  '',
  '/etc/passwd',
  '../package.json',
  'guides/../../package.json',
  'guides/./x.pdf',
  '..',
  '.',
  'guides//x.pdf',
  'guides/',
  '.meta/guides/x.pdf.json',
  'guides/.hidden',
  'guides\\..\\x.pdf',
  'C:/Windows/win.ini',
  '%2e%2e/package.json',
  'guides/x.pdf\u0000.txt',
  'guides/ x.pdf',
  `${'a'.repeat(200)}.pdf`,
];

describe('storage keys', () => {
  it('accepts plain relative paths', () => {
    for (const key of [
      'guides/lectio-teacher-guide-desktop.pdf',
      'a',
      'books/2024/class_7A.v2.pdf',
    ]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it('rejects anything that could leave the folder or hide a file', () => {
    for (const key of BAD_KEYS) expect(isValidKey(key), JSON.stringify(key)).toBe(false);
  });
});

describe('local storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(() => {
    root = tempDir('storage');
    storage = createLocalStorage(root);
  });

  it('stores bytes under the folder and reads them back with their type and metadata', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello');
    const info = await storage.put('guides/a.pdf', bytes, {
      contentType: 'application/pdf',
      metadata: { 'content-hash': 'abc' },
    });
    expect(readFileSync(join(root, 'guides/a.pdf'))).toEqual(bytes);
    expect(info).toMatchObject({
      key: 'guides/a.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    expect(await storage.head('guides/a.pdf')).toEqual(info);
    expect(await storage.get('guides/a.pdf')).toEqual(bytes);
    expect(await storage.exists('guides/a.pdf')).toBe(true);
    const file = await storage.stream('guides/a.pdf');
    expect(file?.info.metadata).toEqual({ 'content-hash': 'abc' });
    expect(await text(file!.body)).toBe('%PDF-1.7 hello');
    // No temporary files are left behind.
    expect(readdirSync(join(root, 'guides'))).toEqual(['a.pdf']);
  });

  it('changes the entity tag when the content changes, not when it is rewritten the same', async () => {
    const first = await storage.put('x.txt', Buffer.from('one'), { contentType: 'text/plain' });
    const same = await storage.put('x.txt', Buffer.from('one'), { contentType: 'text/plain' });
    const other = await storage.put('x.txt', Buffer.from('two'), { contentType: 'text/plain' });
    expect(same.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[0-9a-f]+"$/);
  });

  it('answers null for missing files and folders', async () => {
    await storage.put('guides/a.pdf', Buffer.from('x'), { contentType: 'application/pdf' });
    expect(await storage.head('guides/missing.pdf')).toBeNull();
    expect(await storage.get('guides/missing.pdf')).toBeNull();
    expect(await storage.stream('guides/missing.pdf')).toBeNull();
    expect(await storage.exists('guides')).toBe(false);
    expect(await storage.stream('guides')).toBeNull();
    expect(await storage.head('guides/a.pdf/deeper')).toBeNull();
  });

  it('serves a file copied in by hand, typed by its extension, and ignores a stale sidecar', async () => {
    writeFileSync(join(root, 'manual.pdf'), 'by hand');
    expect(await storage.head('manual.pdf')).toMatchObject({
      contentType: 'application/pdf',
      size: 7,
      metadata: {},
    });
    await storage.put('replaced.bin', Buffer.from('old'), {
      contentType: 'text/plain',
      metadata: { 'content-hash': 'old' },
    });
    writeFileSync(join(root, 'replaced.bin'), 'new content');
    utimesSync(join(root, 'replaced.bin'), new Date(), new Date(Date.now() + 5000));
    expect(await storage.head('replaced.bin')).toMatchObject({
      contentType: 'application/octet-stream',
      metadata: {},
    });
  });

  it('throws on bad keys before touching the disk', async () => {
    for (const key of ['../escape.txt', '/abs.txt', 'a/../../b']) {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }),
      ).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(readdirSync(root)).toEqual([]);
    expect(readdirSync(join(root, '..')).includes('escape.txt')).toBe(false);
  });

  it('rejects metadata that an S3 header could not carry', async () => {
    await expect(
      storage.put('x.txt', Buffer.from('x'), {
        contentType: 'text/plain',
        metadata: { 'Bad Name': 'x' },
      }),
    ).rejects.toThrow(/metadata/);
    await expect(
      storage.put('x.txt', Buffer.from('x'), {
        contentType: 'text/plain',
        metadata: { note: 'naïve' },
      }),
    ).rejects.toThrow(/metadata/);
  });
});
