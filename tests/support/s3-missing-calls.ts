import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FilesystemStore, KoaContext, KoaMiddleware } from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { decodeAwsChunked } from './s3-aws-chunked';

const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const MIN_PART_SIZE = 5 * 1024 * 1024;
const OWNER = { ID: '123456789000', DisplayName: 'S3rver' };

/**
 * What s3rver 3.7 lacks of the S3 protocol that our code (and @tus/s3-store) calls, as Koa
 * middleware placed in front of s3rver's router. Parts live where s3rver's filesystem store
 * puts them (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` with a `.md5` beside each,
 * and `key` and `metadata` files for the upload), so the two agree on every upload:
 *
 * - ListParts (`GET /:bucket/:key?uploadId=`), with `part-number-marker` and `max-parts`;
 * - ListMultipartUploads (`GET /:bucket?uploads`), with `prefix`, `key-marker`,
 *   `upload-id-marker` and `max-uploads`;
 * - AbortMultipartUpload (`DELETE /:bucket/:key?uploadId=`);
 * - `NoSuchUpload` for UploadPart and CompleteMultipartUpload of an unknown or aborted upload
 *   (s3rver would create it, or fail with a 500), and CompleteMultipartUpload's checks:
 *   parts in ascending order, each one uploaded with the given ETag, each but the last at
 *   least 5 MB; the completed object gets S3's multipart ETag (`"<md5 of part md5s>-<n>"`);
 * - `aws-chunked` request bodies (the SDK's streaming uploads), decoded and checksum-checked;
 * - ranged GETs s3rver gets wrong: `bytes=0-0` (it sends the whole object) and suffix ranges
 *   `bytes=-n` (it sends the first n + 1 bytes), see fixRanges.
 *
 * Only path-style addresses are understood (the helper sets S3_FORCE_PATH_STYLE=true).
 */
export function missingS3Calls(store: FilesystemStore): KoaMiddleware {
  return async (ctx, next) => {
    const [bucket, key] = splitPath(ctx.path);
    if (bucket === undefined) return next();
    await decodeChunkedBody(ctx);
    const uploadId = single(ctx.query.uploadId);
    const uploadsDir = store.getResourcePath(bucket, undefined, 'uploads');

    if (key !== undefined && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      await normalizeSuffixRange(ctx, store, bucket, key);
    }

    if (key === undefined) {
      if (ctx.method === 'GET' && 'uploads' in ctx.query) {
        ctx.body = await listMultipartUploads(ctx, bucket, uploadsDir);
        return;
      }
      return next();
    }
    if (uploadId === undefined) return next();

    const uploadDir = join(uploadsDir, uploadId);
    await assertUpload(uploadDir, key, uploadId);
    if (ctx.method === 'GET') {
      ctx.body = await listParts(ctx, bucket, key, uploadId, uploadDir);
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    if (ctx.method === 'PUT') {
      const partNumber = Number(single(ctx.query.partNumber));
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
        throw new S3Error('InvalidArgument', 'Part number must be an integer between 1 and 10000');
      }
      return next();
    }
    if (ctx.method === 'POST') {
      const parts = await checkCompletion(ctx, uploadDir);
      await next();
      // S3's tag for a multipart object: the MD5 of the parts' binary MD5s, then the count.
      const etag = `${createHash('md5')
        .update(Buffer.concat(parts.map((part) => Buffer.from(part.etag, 'hex'))))
        .digest('hex')}-${parts.length}`;
      await writeFile(`${store.getResourcePath(bucket, key, 'object')}.md5`, etag);
      const result = (ctx.body as { CompleteMultipartUploadResult?: { ETag: string } })
        .CompleteMultipartUploadResult;
      if (result) result.ETag = JSON.stringify(etag);
      return;
    }
    return next();
  };
}

/**
 * s3rver reads `bytes=0-0` as "from 0 to the end" (`end || Infinity`). Real S3 answers the
 * first byte, and a `<video>` or a resuming client may ask exactly that.
 */
export function fixRanges(store: FilesystemStore): void {
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (object?.content && object.range && options?.end === 0) {
      object.content.destroy();
      object.content = createReadStream(store.getResourcePath(bucket, key, 'object'), {
        start: 0,
        end: 0,
      });
      object.range.end = 0;
    }
    return object;
  };
}

/** s3rver reads `bytes=-n` as `bytes=0-n`; S3 means the last n bytes. */
async function normalizeSuffixRange(
  ctx: KoaContext,
  store: FilesystemStore,
  bucket: string,
  key: string,
): Promise<void> {
  const suffix = /^bytes=-(\d+)$/.exec(single(ctx.headers.range) ?? '');
  if (!suffix) return;
  const metadata = await store.getMetadata(bucket, key).catch(() => null);
  if (!metadata) return;
  const size = Number(metadata['content-length']);
  const length = Math.min(Number(suffix[1]), size);
  ctx.headers.range = length > 0 ? `bytes=${size - length}-${size - 1}` : `bytes=${size}-`;
}

function splitPath(path: string): [string | undefined, string | undefined] {
  const [, bucket, ...rest] = path.split('/');
  if (!bucket) return [undefined, undefined];
  const key = rest.length > 0 && rest.join('/') !== '' ? rest.join('/') : undefined;
  return [decodeURIComponent(bucket), key === undefined ? undefined : decodeURIComponent(key)];
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function decodeChunkedBody(ctx: KoaContext): Promise<void> {
  const encoding = single(ctx.headers['content-encoding']) ?? '';
  if (!encoding.split(',').some((part) => part.trim() === 'aws-chunked')) return;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const declared = single(ctx.headers['x-amz-decoded-content-length']);
  const decoded = decodeAwsChunked(Buffer.concat(chunks), declared ? Number(declared) : null);
  if ('error' in decoded) throw new S3Error(decoded.error, 'The aws-chunked body is invalid');
  // S3 drops the framing encoding; any other content encoding stays the object's.
  const rest = encoding
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== 'aws-chunked' && part !== '');
  if (rest.length > 0) ctx.headers['content-encoding'] = rest.join(',');
  else delete ctx.headers['content-encoding'];
  ctx.headers['content-length'] = String(decoded.bytes.length);
  ctx.req = Readable.from([decoded.bytes]);
}

async function assertUpload(uploadDir: string, key: string, uploadId: string): Promise<void> {
  const storedKey = await readFile(join(uploadDir, 'key'), 'utf8').catch(() => null);
  if (storedKey !== key) {
    throw new S3Error(
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
      { UploadId: uploadId },
    );
  }
}

interface StoredPart {
  number: number;
  etag: string;
  size: number;
  lastModified: Date;
}

async function storedParts(uploadDir: string): Promise<StoredPart[]> {
  const names = (await readdir(uploadDir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [stats, etag] = await Promise.all([
        stat(join(uploadDir, name)),
        readFile(join(uploadDir, `${name}.md5`), 'utf8'),
      ]);
      return { number: Number(name), etag, size: stats.size, lastModified: stats.mtime };
    }),
  );
  return parts.sort((a, b) => a.number - b.number);
}

function limit(ctx: KoaContext, name: string): number {
  const value = single(ctx.query[name]);
  if (value === undefined) return 1000;
  if (!/^\d+$/.test(value)) throw new S3Error('InvalidArgument', `${name} must be an integer`);
  return Math.min(1000, Number(value));
}

async function listParts(
  ctx: KoaContext,
  bucket: string,
  key: string,
  uploadId: string,
  uploadDir: string,
) {
  const marker = Number(single(ctx.query['part-number-marker']) ?? 0) || 0;
  const maxParts = limit(ctx, 'max-parts');
  const after = (await storedParts(uploadDir)).filter((part) => part.number > marker);
  const page = after.slice(0, maxParts);
  const truncated = after.length > page.length;
  return {
    ListPartsResult: {
      '@': { xmlns: XMLNS },
      Bucket: bucket,
      Key: key,
      UploadId: uploadId,
      Initiator: OWNER,
      Owner: OWNER,
      StorageClass: 'STANDARD',
      PartNumberMarker: marker,
      NextPartNumberMarker: page.at(-1)?.number ?? marker,
      MaxParts: maxParts,
      IsTruncated: truncated,
      Part: page.map((part) => ({
        PartNumber: part.number,
        LastModified: part.lastModified.toISOString(),
        ETag: JSON.stringify(part.etag),
        Size: part.size,
      })),
    },
  };
}

async function listMultipartUploads(ctx: KoaContext, bucket: string, uploadsDir: string) {
  if (single(ctx.query.delimiter)) {
    throw new S3Error('NotImplemented', 'ListMultipartUploads with a delimiter is not implemented');
  }
  const prefix = single(ctx.query.prefix) ?? '';
  const keyMarker = single(ctx.query['key-marker']) ?? '';
  const uploadIdMarker = single(ctx.query['upload-id-marker']) ?? '';
  const maxUploads = limit(ctx, 'max-uploads');
  const ids = await readdir(uploadsDir).catch(() => [] as string[]);
  const uploads = (
    await Promise.all(
      ids.map(async (id) => {
        const key = await readFile(join(uploadsDir, id, 'key'), 'utf8').catch(() => null);
        if (key === null) return null;
        const initiated = (await stat(join(uploadsDir, id, 'key'))).mtime;
        return { key, id, initiated };
      }),
    )
  )
    .filter((upload) => upload !== null && upload.key.startsWith(prefix))
    .map((upload) => upload!)
    // S3 lists by key, then by when each upload of the same key began.
    .sort(
      (a, b) =>
        a.key.localeCompare(b.key) ||
        a.initiated.getTime() - b.initiated.getTime() ||
        a.id.localeCompare(b.id),
    );
  const markerIndex = uploads.findIndex(
    (upload) => upload.key === keyMarker && upload.id === uploadIdMarker,
  );
  const after =
    markerIndex >= 0
      ? uploads.slice(markerIndex + 1)
      : uploads.filter((upload) => keyMarker === '' || upload.key > keyMarker);
  const page = after.slice(0, maxUploads);
  const truncated = after.length > page.length;
  return {
    ListMultipartUploadsResult: {
      '@': { xmlns: XMLNS },
      Bucket: bucket,
      KeyMarker: keyMarker,
      UploadIdMarker: uploadIdMarker,
      NextKeyMarker: page.at(-1)?.key ?? '',
      NextUploadIdMarker: page.at(-1)?.id ?? '',
      MaxUploads: maxUploads,
      IsTruncated: truncated,
      Prefix: prefix,
      Upload: page.map((upload) => ({
        Key: upload.key,
        UploadId: upload.id,
        Initiator: OWNER,
        Owner: OWNER,
        StorageClass: 'STANDARD',
        Initiated: upload.initiated.toISOString(),
      })),
    },
  };
}

/**
 * Checks a CompleteMultipartUpload request the way S3 does, then hands its body on to s3rver,
 * which assembles the parts. Answers the parts in order, for the multipart ETag.
 */
async function checkCompletion(ctx: KoaContext, uploadDir: string): Promise<StoredPart[]> {
  const xml = await text(ctx.req);
  ctx.req = Readable.from([Buffer.from(xml)]);
  const requested = [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part = '']) => ({
    number: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(part)?.[1]),
    etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(part)?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
  }));
  if (requested.length === 0) {
    throw new S3Error('MalformedXML', 'The XML you provided was not well-formed');
  }
  const stored = new Map((await storedParts(uploadDir)).map((part) => [part.number, part]));
  const parts: StoredPart[] = [];
  if (requested.some(({ number }, index) => index > 0 && number <= requested[index - 1]!.number)) {
    throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order');
  }
  for (const [index, { number, etag }] of requested.entries()) {
    const part = stored.get(number);
    if (!part || part.etag !== etag) {
      throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found', {
        PartNumber: number,
      });
    }
    if (index < requested.length - 1 && part.size < MIN_PART_SIZE) {
      throw new S3Error(
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum allowed object size',
        {
          PartNumber: number,
          ProposedSize: part.size,
          MinSizeAllowed: MIN_PART_SIZE,
        },
      );
    }
    parts.push(part);
  }
  return parts;
}
