import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../../adapters/storage/storage';
import { MEDIA_MESSAGES } from '../../../common/media/messages';

/**
 * A minimal stand-in for the storage module's shared file sender (Range, 206, ETag,
 * Last-Modified, 304), kept here until that lands; then the media routes call that one.
 * One byte range per request (what video players ask for); a range that does not fit the file
 * gets 416, and an If-Range naming an older version gets the whole file.
 * Resolves to null when nothing is stored under the key (the caller answers 404).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  { contentType, cacheControl }: { contentType?: string | null; cacheControl: string },
): Promise<FastifyReply | null> {
  const info = await storage.head(key);
  if (!info) return null;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', cacheControl)
    .header('content-type', contentType ?? info.contentType);
  if (request.headers['if-none-match'] === info.etag) return reply.status(304).send();
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
  const range = rangeHeader === undefined ? null : parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${info.size}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ errors: { range: MEDIA_MESSAGES.rangeNotSatisfiable } });
  }
  const file = await storage.stream(key, range ? { range } : undefined);
  if (!file) return null;
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(file.body);
  }
  return reply.header('content-length', file.info.size).send(file.body);
}

/**
 * One `bytes=` range within a file of `size` bytes: `a-b`, `a-` or the suffix `-n`. A header
 * that is not one such range is ignored (null: the whole file), as RFC 9110 allows.
 */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1) };
}
