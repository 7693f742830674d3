import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '../../../common/files/messages';
import { errorAnswerSchema } from '../../../common/schemas/fields';
import { contentDisposition } from './content-disposition';
import { parseRange, rangeStillApplies, wholeSeconds, type ByteRange } from './parse-range';
import type { FileStorage, StoredFileInfo, StoredFileStream } from './storage';

/**
 * Public files (the guides) may be replaced under the same key, so caches revalidate after
 * five minutes. Private files may be kept by the reader's own browser only, and it asks again
 * each time (a 304 when nothing changed), so a reader who loses access stops seeing the file
 * and no shared cache ever holds a child's work.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The refusals sendStoredFile may answer with a message, for a route's response schemas. */
export const STORED_FILE_REFUSALS = {
  412: errorAnswerSchema.describe('The file changed since the version named in If-Match'),
  416: errorAnswerSchema.describe('The byte range starts past the end of the file'),
} as const;

export interface SendStoredFileOptions {
  storage: FileStorage;
  key: string;
  access: 'public' | 'private';
  /** The name a browser saves it under; the key's last segment by default. */
  fileName?: string;
  disposition?: 'inline' | 'attachment';
  /** Overrides the stored type (a file stored before its type was recorded). */
  contentType?: string;
  /**
   * For a private file whose address changes with its content (`?v=`): the reader's browser
   * may keep it this long without asking again. Otherwise it revalidates every time.
   */
  privateMaxAgeSeconds?: number;
}

/**
 * Sends a stored file after the caller has checked who may see it: GET and HEAD, one byte
 * range (206, or 416 when it starts past the end; `If-Range` respected), ETag and
 * Last-Modified with 304 and 412 answers to conditional requests, the length, a safe
 * Content-Disposition and a Cache-Control for its access. With downloads handed to the bucket
 * (S3_DOWNLOADS=redirect), a private file is a 302 to a presigned address that lives a few
 * minutes instead. Answers false, having sent nothing, when there is no such file, so the
 * route answers its own 404. When it answers true the reply is under way: the route returns
 * `reply`.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SendStoredFileOptions,
): Promise<boolean> {
  const { storage, key, access } = options;
  const headers = request.headers;

  if (access === 'private' && storage.downloadUrl) {
    const info = await storage.head(key);
    if (!info) return false;
    const url = await storage.downloadUrl(key, {
      contentType: options.contentType ?? info.contentType,
      contentDisposition: dispositionFor(info, options),
      cacheControl: cacheControlFor(options),
    });
    // The address is a short-lived credential: no cache may keep the redirect.
    reply.status(302).header('location', url).header('cache-control', 'private, no-store');
    reply.send();
    return true;
  }

  const conditional =
    request.method === 'HEAD' ||
    headers.range !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined ||
    headers['if-match'] !== undefined ||
    headers['if-unmodified-since'] !== undefined;
  // A plain GET opens the file at once (one bucket request, the fastest first byte); the rest
  // need its description first to decide what to send.
  if (!conditional) {
    const file = await storage.stream(key);
    if (!file) return false;
    setFileHeaders(reply, file.info, options);
    reply.header('content-length', file.info.size).send(file.body);
    return true;
  }

  // The file may be replaced between the description and the read: then decide again.
  for (let attempt = 0; ; attempt++) {
    const info = await storage.head(key);
    if (!info) return false;
    setFileHeaders(reply, info, options);

    if (preconditionFails(request, info)) {
      refuse(reply, 412, { file: FILE_MESSAGES.preconditionFailed });
      return true;
    }
    if (isNotModified(request, info)) {
      reply.status(304).send();
      return true;
    }
    const range =
      request.method === 'GET' && rangeStillApplies(asString(headers['if-range']), info)
        ? parseRange(asString(headers.range), info.size)
        : null;
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${info.size}`);
      refuse(reply, 416, { range: FILE_MESSAGES.rangeNotSatisfiable });
      return true;
    }
    if (request.method === 'HEAD') {
      // An empty stream, not nothing: Fastify's automatic HEAD routes answer an undefined
      // body with `content-length: 0`, and the length is what HEAD is asked for.
      reply.header('content-length', info.size).send(Readable.from([]));
      return true;
    }

    const file = await storage.stream(key, range ? { range } : {});
    if (!file) return false;
    if (file.info.etag !== info.etag && attempt < 2) {
      file.body.destroy();
      continue;
    }
    sendBody(reply, file, range);
    return true;
  }
}

/** A refusal is a JSON message, not the file: its type and name would be wrong on it. */
function refuse(reply: FastifyReply, status: 412 | 416, errors: Record<string, string>): void {
  reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .removeHeader('content-disposition')
    .send({ errors });
}

function sendBody(
  reply: FastifyReply,
  { info, body }: StoredFileStream,
  range: ByteRange | null,
): void {
  if (!range) {
    reply.header('content-length', info.size).send(body);
    return;
  }
  reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

function setFileHeaders(
  reply: FastifyReply,
  info: StoredFileInfo,
  options: SendStoredFileOptions,
): void {
  const disposition = dispositionFor(info, options);
  const contentType = options.contentType ?? info.contentType;
  reply
    .header('content-type', contentType)
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControlFor(options))
    .header('content-disposition', disposition);
  if (contentType === 'application/pdf' && disposition.startsWith('inline')) {
    // Chromium's built-in PDF viewer draws its page with inline styles, which the API's
    // `default-src 'none'` policy would block (crbug.com/271452); a PDF runs no script in
    // our origin, so it is served without a CSP. Everything else keeps the strict policy.
    reply.removeHeader('content-security-policy');
  }
}

function cacheControlFor(options: SendStoredFileOptions): string {
  if (options.access === 'public') return PUBLIC_CACHE_CONTROL;
  return options.privateMaxAgeSeconds
    ? `private, max-age=${options.privateMaxAgeSeconds}`
    : PRIVATE_CACHE_CONTROL;
}

function dispositionFor(info: StoredFileInfo, options: SendStoredFileOptions): string {
  const name = options.fileName ?? info.key.slice(info.key.lastIndexOf('/') + 1);
  return contentDisposition(options.disposition ?? 'inline', name);
}

/** `If-Match` / `If-Unmodified-Since`: the client wants to act only on the version it has. */
function preconditionFails(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifMatch = asString(request.headers['if-match']);
  if (ifMatch !== undefined) {
    return !ifMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag === info.etag);
  }
  const since = Date.parse(asString(request.headers['if-unmodified-since']) ?? '');
  return Number.isFinite(since) && wholeSeconds(info.lastModified) > since;
}

function isNotModified(request: FastifyRequest, info: StoredFileInfo): boolean {
  const ifNoneMatch = asString(request.headers['if-none-match']);
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === info.etag);
  }
  const since = Date.parse(asString(request.headers['if-modified-since']) ?? '');
  return Number.isFinite(since) && wholeSeconds(info.lastModified) <= since;
}

function asString(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
